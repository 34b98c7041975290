/** Interface languages: the upstream `Language` header codes, their Intl locale, endonym and direction. */

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Upper-case code as the upstream API uses it in the `Language` header. */
  readonly code: string;
  /** BCP 47 locale for Intl and `<html lang>`. */
  readonly locale: string;
  /** Native name, shown in the language select. */
  readonly name: string;
  readonly dir: TextDirection;
}

export const LANGUAGES = [
  { code: 'CN', locale: 'zh-CN', name: '简体中文', dir: 'ltr' }, // Chinese (Simplified)
  { code: 'EN', locale: 'en', name: 'English', dir: 'ltr' }, // English
  { code: 'JA', locale: 'ja', name: '日本語', dir: 'ltr' }, // Japanese
  { code: 'TH', locale: 'th', name: 'ไทย', dir: 'ltr' }, // Thai
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', dir: 'ltr' }, // Vietnamese
  { code: 'MY', locale: 'my', name: 'မြန်မာ', dir: 'ltr' }, // Burmese
  { code: 'ES', locale: 'es', name: 'Español', dir: 'ltr' }, // Spanish
  { code: 'HI', locale: 'hi', name: 'हिन्दी', dir: 'ltr' }, // Hindi
  { code: 'ID', locale: 'id', name: 'Bahasa Indonesia', dir: 'ltr' }, // Indonesian
  { code: 'KM', locale: 'km', name: 'ខ្មែរ', dir: 'ltr' }, // Khmer
  { code: 'KO', locale: 'ko', name: '한국어', dir: 'ltr' }, // Korean
  { code: 'MS', locale: 'ms', name: 'Bahasa Melayu', dir: 'ltr' }, // Malay
  { code: 'PT', locale: 'pt', name: 'Português', dir: 'ltr' }, // Portuguese
  { code: 'TA', locale: 'ta', name: 'தமிழ்', dir: 'ltr' }, // Tamil
  { code: 'TW', locale: 'zh-TW', name: '繁體中文', dir: 'ltr' }, // Chinese (Traditional)
  { code: 'TL', locale: 'fil', name: 'Filipino', dir: 'ltr' }, // Filipino
  { code: 'UR', locale: 'ur', name: 'اردو', dir: 'rtl' }, // Urdu
  { code: 'TR', locale: 'tr', name: 'Türkçe', dir: 'ltr' }, // Turkish
  { code: 'BN', locale: 'bn', name: 'বাংলা', dir: 'ltr' }, // Bengali
  { code: 'AR', locale: 'ar', name: 'العربية', dir: 'rtl' }, // Arabic
  { code: 'FA', locale: 'fa', name: 'فارسی', dir: 'rtl' }, // Persian
  { code: 'RU', locale: 'ru', name: 'Русский', dir: 'ltr' }, // Russian
  { code: 'KK', locale: 'kk', name: 'Қазақ тілі', dir: 'ltr' }, // Kazakh
  { code: 'UZ', locale: 'uz', name: 'Oʻzbekcha', dir: 'ltr' }, // Uzbek
  { code: 'LO', locale: 'lo', name: 'ລາວ', dir: 'ltr' }, // Lao
  { code: 'NE', locale: 'ne', name: 'नेपाली', dir: 'ltr' }, // Nepali
  { code: 'FR', locale: 'fr', name: 'Français', dir: 'ltr' }, // French
  // TY: the upstream meaning of this code is unknown (it is not ISO 639-1 Tahitian as far as we
  // know). It appears only in the "TY + EN" site configuration, so it is shown by its code,
  // formats like English and shows the EN texts (CATALOG_ALIASES; README decision). Its name
  // in the language select says so: a bare "TY" told the reader nothing.
  { code: 'TY', locale: 'en', name: 'English (TY)', dir: 'ltr' }, // TY (unknown)
  { code: 'DE', locale: 'de', name: 'Deutsch', dir: 'ltr' }, // German
  { code: 'IT', locale: 'it', name: 'Italiano', dir: 'ltr' }, // Italian
  { code: 'PL', locale: 'pl', name: 'Polski', dir: 'ltr' }, // Polish
  { code: 'NL', locale: 'nl', name: 'Nederlands', dir: 'ltr' }, // Dutch
  { code: 'TE', locale: 'te', name: 'తెలుగు', dir: 'ltr' }, // Telugu
  { code: 'MR', locale: 'mr', name: 'मराठी', dir: 'ltr' }, // Marathi
  { code: 'SI', locale: 'si', name: 'සිංහල', dir: 'ltr' }, // Sinhala
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language every other one falls back to, and the default when a site names none. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

const byCode: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.code, l]));

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

/** Upper-cases and trims a code from outside (site config, storage); null when unknown. */
export function toLanguageCode(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isLanguageCode(code) ? code : null;
}

export function getLanguage(code: LanguageCode): Language {
  const language = byCode.get(code);
  if (!language) throw new RangeError(`Unknown language code: ${String(code)}`);
  return language;
}

export function dirOf(code: LanguageCode): TextDirection {
  return getLanguage(code).dir;
}

export function localeOf(code: LanguageCode): string {
  return getLanguage(code).locale;
}

/**
 * Languages that show another language's catalogs instead of their own: TY, whose meaning
 * upstream is unknown, shows the EN texts (packages/i18n README, decision "TY shows EN").
 * The catalog check counts an alias complete when its target is, and refuses a directory for it.
 */
export const CATALOG_ALIASES: Readonly<Partial<Record<LanguageCode, LanguageCode>>> = { TY: 'EN' };

/** The language whose catalogs `code` shows: its own, or its alias's. */
export function catalogLanguageOf(code: LanguageCode): LanguageCode {
  return CATALOG_ALIASES[code] ?? code;
}
