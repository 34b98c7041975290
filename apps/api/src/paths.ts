// Finds files the server reads at run time. The same code runs from src/ (tsx, vitest) and
// bundled into dist/main.js, so each file is looked up next to the running module first
// (where scripts/build.mjs copies it) and then at its place in the repository.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/api: the nearest folder above this module that holds the package.json. */
export function appRoot(): string {
  let dir = here;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function locate(bundled: string, inRepo: string): string {
  const candidates = [path.join(here, bundled), path.resolve(appRoot(), inRepo)];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`cannot find ${bundled}; looked in ${candidates.join(', ')}`);
  return found;
}

/** The bundled OpenAPI document (openapi/dist/platform.json, built by @platform/openapi). */
export const openapiDocumentPath = (): string =>
  locate('platform.json', '../../openapi/dist/platform.json');

/**
 * The interface catalogs (packages/i18n/locales): the server reads the `platform` namespace
 * of each language; scripts/build.mjs copies those files to dist/locales.
 */
export const catalogsDir = (): string => locate('locales', '../../packages/i18n/locales');

/** The drizzle-kit migrations folder. */
export const migrationsFolder = (): string => locate('drizzle', 'drizzle');

/** Data directory of the embedded PostgreSQL (the default database). */
export const defaultEmbeddedPostgresDir = (): string => path.join(appRoot(), '.data', 'postgres');

/** PGlite data directory when the embedded PostgreSQL cannot run here. */
export const defaultPgliteDir = (): string => path.join(appRoot(), '.data', 'pglite');

/** Scripts and style sheet of the demo game pages (apps/api/demo-games). */
export const demoGamesAssetsDir = (): string => locate('demo-games', 'demo-games');
