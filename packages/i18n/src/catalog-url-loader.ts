import type { Catalog, CatalogLoader } from './catalog-types';

/** What the build's `virtual:catalogs` module gives (tooling/vite/catalogs.js). */
export interface CatalogSite {
  /** Where the files are: `<base><CODE>/<namespace>.json`, and `<base><CODE>/boot.json`. */
  readonly base: string;
  /** The namespaces a first visit loads: `boot.json` holds them together. */
  readonly namespaces: readonly string[];
  /** The language codes that ship catalogs; others resolve to empty catalogs (the fallback shows). */
  readonly languages: readonly string[];
}

/**
 * A catalog loader over the catalog files the build writes: a boot namespace comes from its
 * language's one `boot.json` (fetched once), any other namespace from its own file.
 */
export function catalogUrlLoader(
  site: CatalogSite,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
): CatalogLoader {
  const boots = new Map<string, Promise<Record<string, Catalog>>>();
  const url = (language: string, file: string) => `${site.base}${language}/${file}.json`;
  return async (language, namespace) => {
    const code = language.toUpperCase();
    if (!site.languages.includes(code)) return {};
    if (!site.namespaces.includes(namespace)) {
      return (await fetchJson(url(code, namespace))) as Catalog;
    }
    let boot = boots.get(code);
    if (!boot) {
      boot = fetchJson(url(code, 'boot')) as Promise<Record<string, Catalog>>;
      // A failed load may be retried (i18next's backend retries): forget it.
      boot.catch(() => boots.delete(code));
      boots.set(code, boot);
    }
    return (await boot)[namespace] ?? {};
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
