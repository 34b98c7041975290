import type { Catalog, CatalogLoader } from './catalog-types';

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

/** What the build's `virtual:boot-texts` module gives: the boot namespaces, and per language one chunk of them. */
export interface BootTexts {
  readonly namespaces: readonly string[];
  readonly bundles: Readonly<
    Record<string, () => Promise<{ default: Readonly<Record<string, Catalog>> }>>
  >;
}

/**
 * A catalog loader that takes the boot namespaces from their language's one chunk, and any
 * other namespace (or a language without a chunk) from `locales/` file by file.
 */
export function bootTextsLoader(
  texts: BootTexts,
  fallback: CatalogLoader = loadBundledCatalog,
): CatalogLoader {
  return (language, namespace) => {
    const bundle = texts.namespaces.includes(namespace)
      ? texts.bundles[language.toUpperCase()]
      : undefined;
    return bundle
      ? bundle().then((m) => m.default[namespace] ?? {})
      : fallback(language, namespace);
  };
}
