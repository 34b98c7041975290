/** Interface languages: the upstream `Language` header codes, their Intl locale, endonym and direction. */

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Upper-case code as the upstream API uses it in the `Language` header. */
  readonly code: string;
  /** BCP 47 locale for Intl and `<html lang>`. */
  readonly locale: string;
  /** Native name, shown in the language select. */
  readonly name: string;
  /** English name, for people reading the code. */
  readonly englishName: string;
  readonly dir: TextDirection;
}

export const LANGUAGES = [
  {
    code: 'CN',
    locale: 'zh-CN',
    name: '简体中文',
    englishName: 'Chinese (Simplified)',
    dir: 'ltr',
  },
  { code: 'EN', locale: 'en', name: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'JA', locale: 'ja', name: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'TH', locale: 'th', name: 'ไทย', englishName: 'Thai', dir: 'ltr' },
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr' },
  { code: 'MY', locale: 'my', name: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr' },
  { code: 'ES', locale: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'HI', locale: 'hi', name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'ID', locale: 'id', name: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr' },
  { code: 'KM', locale: 'km', name: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr' },
  { code: 'KO', locale: 'ko', name: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'MS', locale: 'ms', name: 'Bahasa Melayu', englishName: 'Malay', dir: 'ltr' },
  { code: 'PT', locale: 'pt', name: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'TA', locale: 'ta', name: 'தமிழ்', englishName: 'Tamil', dir: 'ltr' },
  {
    code: 'TW',
    locale: 'zh-TW',
    name: '繁體中文',
    englishName: 'Chinese (Traditional)',
    dir: 'ltr',
  },
  { code: 'TL', locale: 'fil', name: 'Filipino', englishName: 'Filipino', dir: 'ltr' },
  { code: 'UR', locale: 'ur', name: 'اردو', englishName: 'Urdu', dir: 'rtl' },
  { code: 'TR', locale: 'tr', name: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'BN', locale: 'bn', name: 'বাংলা', englishName: 'Bengali', dir: 'ltr' },
  { code: 'AR', locale: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'FA', locale: 'fa', name: 'فارسی', englishName: 'Persian', dir: 'rtl' },
  { code: 'RU', locale: 'ru', name: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'KK', locale: 'kk', name: 'Қазақ тілі', englishName: 'Kazakh', dir: 'ltr' },
  { code: 'UZ', locale: 'uz', name: 'Oʻzbekcha', englishName: 'Uzbek', dir: 'ltr' },
  { code: 'LO', locale: 'lo', name: 'ລາວ', englishName: 'Lao', dir: 'ltr' },
  { code: 'NE', locale: 'ne', name: 'नेपाली', englishName: 'Nepali', dir: 'ltr' },
  { code: 'FR', locale: 'fr', name: 'Français', englishName: 'French', dir: 'ltr' },
  // TY: the upstream meaning of this code is unknown (it is not ISO 639-1 Tahitian as far as we
  // know). It appears only in the "TY + EN" site configuration, so it is shown by its code,
  // formats like English and falls back to the EN catalogs until someone supplies its texts.
  { code: 'TY', locale: 'en', name: 'TY', englishName: 'TY (unknown)', dir: 'ltr' },
  { code: 'DE', locale: 'de', name: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'IT', locale: 'it', name: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'PL', locale: 'pl', name: 'Polski', englishName: 'Polish', dir: 'ltr' },
  { code: 'NL', locale: 'nl', name: 'Nederlands', englishName: 'Dutch', dir: 'ltr' },
  { code: 'TE', locale: 'te', name: 'తెలుగు', englishName: 'Telugu', dir: 'ltr' },
  { code: 'MR', locale: 'mr', name: 'मराठी', englishName: 'Marathi', dir: 'ltr' },
  { code: 'SI', locale: 'si', name: 'සිංහල', englishName: 'Sinhala', dir: 'ltr' },
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
