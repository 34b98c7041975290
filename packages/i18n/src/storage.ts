import { toLanguageCode, type LanguageCode } from './languages';
import type { SiteLanguages } from './site-languages';

/** The spec stores the chosen language under both keys; `hisLang` is read first. */
export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access itself can throw (storage disabled, sandboxed iframe).
    return null;
  }
}

/** The stored language, or null when none is stored, storage is unavailable or the code is unknown. */
export function readStoredLanguage(): LanguageCode | null {
  const store = storage();
  if (!store) return null;
  for (const key of LANGUAGE_STORAGE_KEYS) {
    try {
      const code = toLanguageCode(store.getItem(key));
      if (code) return code;
    } catch {
      return null;
    }
  }
  return null;
}

export function storeLanguage(code: LanguageCode): void {
  const store = storage();
  if (!store) return;
  for (const key of LANGUAGE_STORAGE_KEYS) {
    try {
      store.setItem(key, code);
    } catch {
      // Quota exceeded or private mode: the choice lasts for this page only.
    }
  }
}

/** The stored language when the site offers it, else the site default. */
export function pickInitialLanguage(
  site: SiteLanguages,
  stored: LanguageCode | null = readStoredLanguage(),
): LanguageCode {
  return stored !== null && site.languages.includes(stored) ? stored : site.defaultLanguage;
}
