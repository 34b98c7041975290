import type { BackendModule, ReadCallback } from 'i18next';
import type { CatalogLoader } from './catalog-types';

/**
 * An i18next backend that reads catalogs through a loader (by default the lazy
 * `import.meta.glob` of `locales/`). A failed load is reported as retryable, so i18next tries
 * again with back-off before it falls back.
 */
export function catalogBackend(load: CatalogLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (catalog) => callback(null, catalog),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
