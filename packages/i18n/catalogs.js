// Where the catalogs are, for Node tooling (the apps' build plugin, end-to-end texts): plain
// JavaScript, so it runs without a TypeScript loader. Files are
// `locales/<CODE>/<namespace>.json`; code in the browser loads them through `createI18n`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the catalogs' directory. */
export const CATALOGS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');

/** Path of one catalog file (which may not exist: a language can leave a namespace to EN). */
export function catalogFile(language, namespace) {
  return join(CATALOGS_DIR, language, `${namespace}.json`);
}

/** Whether a language ships a catalog for a namespace. */
export function hasCatalog(language, namespace) {
  return existsSync(catalogFile(language, namespace));
}

/** The language codes that have catalogs (two capital letters), sorted. */
export function catalogLanguages() {
  return readdirSync(CATALOGS_DIR)
    .filter((name) => /^[A-Z]{2}$/.test(name))
    .sort();
}

/** One catalog, parsed; throws when the file is missing or not JSON. */
export function readCatalog(language, namespace) {
  return JSON.parse(readFileSync(catalogFile(language, namespace), 'utf8'));
}
