/** A catalog file: nested objects whose leaves are strings. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Loads one catalog; resolves to an empty catalog when the language has no file for the namespace. */
export type CatalogLoader = (language: string, namespace: string) => Promise<Catalog>;
