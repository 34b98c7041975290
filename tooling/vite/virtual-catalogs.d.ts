// The module the catalogs plugin (catalogs.js) serves; apps list this file in `types`.
declare module 'virtual:catalogs' {
  /** Where the catalog files are: `<base><CODE>/<namespace>.json` and `<base><CODE>/boot.json`. */
  export const base: string;
  /** The namespaces a first visit loads, from `boot.json` (the app's `bootNamespaces`). */
  export const namespaces: readonly string[];
  /** The language codes that ship catalogs. */
  export const languages: readonly string[];
}
