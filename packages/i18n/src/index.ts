export {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  dirOf,
  getLanguage,
  isLanguageCode,
  localeOf,
  toLanguageCode,
  type Language,
  type LanguageCode,
  type TextDirection,
} from './languages';
export {
  resolveSiteLanguages,
  type SiteLanguageConfig,
  type SiteLanguages,
} from './site-languages';
export {
  LANGUAGE_STORAGE_KEYS,
  pickInitialLanguage,
  readStoredLanguage,
  storeLanguage,
} from './storage';
export {
  createI18n,
  languageOf,
  offeredLanguages,
  setLanguage,
  type CreateI18nOptions,
} from './create-i18n';
export { applyDocumentLanguage } from './document-language';
export { compareNames, regionName } from './region-names';
export type { Catalog, CatalogLoader } from './catalog-types';
export { catalogUrlLoader, type CatalogSite } from './catalog-url-loader';
export { formatMinorUnits, formatMoney, formatNumber, type MoneyFormatOptions } from './format';
export type { RoundingMode } from './decimal';
export { formatDate, formatDateTime, formatGmtOffset, formatZonedDateTime } from './format-date';
export type { i18n as I18n, TFunction } from 'i18next';
