import { type LanguageCode, localeOf } from './languages';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(
        locale,
        new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
      );
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/**
 * A country's name in the interface language, from the browser's own data (the platform's
 * country list carries one English name); `fallback` when the browser has none.
 */
export function regionName(countryCode: string, language: LanguageCode, fallback: string): string {
  if (!/^[A-Z]{2}$/i.test(countryCode)) return fallback;
  try {
    return namesFor(localeOf(language))?.of(countryCode.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Sorts names the way readers of the language expect. */
export function compareNames(language: LanguageCode): (a: string, b: string) => number {
  const collator = new Intl.Collator(localeOf(language));
  return (a, b) => collator.compare(a, b);
}
