/** Absolute path of the catalogs' directory. */
export declare const CATALOGS_DIR: string;
/** Path of one catalog file (which may not exist: a language can leave a namespace to EN). */
export declare function catalogFile(language: string, namespace: string): string;
/** Whether a language ships a catalog for a namespace. */
export declare function hasCatalog(language: string, namespace: string): boolean;
/** The language codes that have catalogs (two capital letters), sorted. */
export declare function catalogLanguages(): string[];
/** One catalog, parsed; throws when the file is missing or not JSON. */
export declare function readCatalog(language: string, namespace: string): unknown;
