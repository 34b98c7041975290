import type { Catalog } from './catalog-types';

// Not eager: Vite turns every file into its own chunk behind a dynamic import, so a page
// fetches only the languages and namespaces i18next asks for.
const catalogFiles = import.meta.glob<Catalog>('../locales/*/*.json', { import: 'default' });

function pathOf(language: string, namespace: string): string {
  return `../locales/${language}/${namespace}.json`;
}

/**
 * Loads `locales/<CODE>/<namespace>.json`. The language is upper-cased, so the lookup keeps
 * working if i18next starts lower-casing bare codes (its v27 plan).
 */
export function loadBundledCatalog(language: string, namespace: string): Promise<Catalog> {
  const load = catalogFiles[pathOf(language.toUpperCase(), namespace)];
  return load ? load() : Promise.resolve({});
}

/** Whether a catalog file ships for the language and namespace (no fetch). @internal */
export function hasBundledCatalog(language: string, namespace: string): boolean {
  return pathOf(language.toUpperCase(), namespace) in catalogFiles;
}
