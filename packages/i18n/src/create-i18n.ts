import i18next, { type i18n } from 'i18next';
import { catalogBackend } from './catalog-backend';
import type { CatalogLoader } from './catalog-types';
import { applyDocumentLanguage } from './document-language';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, toLanguageCode, type LanguageCode } from './languages';
import { storeLanguage } from './storage';

export interface CreateI18nOptions {
  /** The language to start in (see `pickInitialLanguage`). */
  language: LanguageCode;
  fallbackLanguage?: LanguageCode;
  /** Languages the site offers, for the language select; every language by default. */
  languages?: readonly LanguageCode[];
  /** Namespaces loaded before the instance is ready; others load when first used. */
  namespaces: readonly string[];
  defaultNamespace?: string;
  /**
   * Where catalogs come from: the apps pass `catalogUrlLoader` (the files their build writes);
   * by default (tests) the `locales/` files themselves, through a module loaded only then.
   */
  loadCatalog?: CatalogLoader;
}

// Behind a dynamic import: its map of every catalog file stays out of an app's first visit.
const loadLocaleFiles: CatalogLoader = (language, namespace) =>
  import('./bundled-catalogs').then((m) => m.loadBundledCatalog(language, namespace));

const offered = new WeakMap<i18n, readonly LanguageCode[]>();

/**
 * A new, initialised i18next instance (never the global one). Only the starting language and
 * its fallback are loaded now; another language loads when switched to. Also sets `<html lang>`
 * and `<html dir>` for the starting language.
 */
export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const {
    language,
    fallbackLanguage = FALLBACK_LANGUAGE,
    languages = LANGUAGE_CODES,
    namespaces,
    defaultNamespace = 'common',
    loadCatalog = loadLocaleFiles,
  } = options;
  const instance = i18next.createInstance();
  instance.use(catalogBackend(loadCatalog));
  offered.set(instance, languages);
  await instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackNS: false,
    // An empty string in a catalog means "not translated yet": use the fallback language.
    returnEmptyString: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  applyDocumentLanguage(language);
  return instance;
}

/** The languages the instance was created to offer (every language if it was not told). */
export function offeredLanguages(instance: i18n): readonly LanguageCode[] {
  return offered.get(instance) ?? LANGUAGE_CODES;
}

/** The instance's current language as a code (the fallback if it holds something else). */
export function languageOf(instance: i18n): LanguageCode {
  return toLanguageCode(instance.language) ?? FALLBACK_LANGUAGE;
}

/** Switches language (loading its catalogs first), stores the choice and updates `<html>`. */
export async function setLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  await instance.changeLanguage(code);
  storeLanguage(code);
  applyDocumentLanguage(code);
}
