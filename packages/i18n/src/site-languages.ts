import { FALLBACK_LANGUAGE, LANGUAGE_CODES, toLanguageCode, type LanguageCode } from './languages';

/** The language part of the site config (`/wps/system/whitelabel`). */
export interface SiteLanguageConfig {
  supportLanguages: readonly string[];
  defaultLang: string;
}

export interface SiteLanguages {
  /** Languages to offer, in the site's order. */
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}

/**
 * The languages a site offers and its default. Unknown codes are dropped and duplicates removed;
 * `{ supportLanguages: ['TY', 'EN'], defaultLang: 'TY' }` (the one-configuration TY + EN mode)
 * yields exactly TY and EN with TY the default. An empty (or all unknown) list offers every
 * language with EN the default. A default the list does not offer becomes EN when offered, else
 * the first offered language.
 */
export function resolveSiteLanguages(config: SiteLanguageConfig): SiteLanguages {
  const languages = [
    ...new Set(
      config.supportLanguages.map(toLanguageCode).filter((c): c is LanguageCode => c !== null),
    ),
  ];
  const [first] = languages;
  if (first === undefined) {
    return { languages: LANGUAGE_CODES, defaultLanguage: FALLBACK_LANGUAGE };
  }
  const wanted = toLanguageCode(config.defaultLang);
  const defaultLanguage =
    wanted !== null && languages.includes(wanted)
      ? wanted
      : languages.includes(FALLBACK_LANGUAGE)
        ? FALLBACK_LANGUAGE
        : first;
  return { languages, defaultLanguage };
}
