// The i18n catalogs as static files, fetched by address: `<base><CODE>/<namespace>.json` for
// every language and namespace of @platform/i18n's catalogs (`{}` where a language leaves a
// namespace to the fallback), plus `<base><CODE>/boot.json` holding the namespaces a first
// visit needs (the app's `bootNamespaces`), so a first visit downloads one text file. The base
// is `/assets/locales/<hash of every catalog>/`: a release with other texts gets new
// addresses, and everything under /assets/ is cached as immutable. The app's code holds only
// the base, the boot namespaces and the list of languages (`virtual:catalogs`), never a map
// with an entry per language and namespace: the first visit's JavaScript stays the same size
// however many languages and namespaces ship.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { CATALOGS_DIR, catalogFile, catalogLanguages, hasCatalog } from '@platform/i18n/catalogs';

const ID = 'virtual:catalogs';
const RESOLVED = `\0${ID}`;
const DEV_BASE = '/assets/locales/dev/';

/** Every namespace any language ships, sorted. */
function catalogNamespaces() {
  const names = new Set();
  for (const language of catalogLanguages()) {
    for (const file of readdirSync(`${CATALOGS_DIR}/${language}`)) {
      if (file.endsWith('.json')) names.add(file.slice(0, -'.json'.length));
    }
  }
  return [...names].sort();
}

/** The text of one file under a language: a namespace, or `boot` (the boot namespaces together). */
function fileText(language, name, bootNamespaces) {
  const read = (ns) =>
    hasCatalog(language, ns) ? JSON.parse(readFileSync(catalogFile(language, ns), 'utf8')) : {};
  if (name === 'boot')
    return JSON.stringify(Object.fromEntries(bootNamespaces.map((ns) => [ns, read(ns)])));
  return JSON.stringify(read(name));
}

/** Every file to write: path under the base -> text. */
function catalogFiles(bootNamespaces) {
  const files = new Map();
  for (const language of catalogLanguages()) {
    for (const name of [...catalogNamespaces(), 'boot']) {
      files.set(`${language}/${name}.json`, fileText(language, name, bootNamespaces));
    }
  }
  return files;
}

/** @param {readonly string[]} bootNamespaces @returns {import('vite').Plugin} */
export function catalogAssets(bootNamespaces) {
  let base = DEV_BASE;
  /** @type {Map<string, string> | undefined} */
  let files;
  return {
    name: 'platform-catalogs',
    buildStart() {
      if (this.meta.watchMode) return;
      files = catalogFiles(bootNamespaces);
      const hash = createHash('sha256');
      for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
        hash.update(file).update('\0').update(text).update('\0');
      }
      base = `/assets/locales/${hash.digest('hex').slice(0, 12)}/`;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    // index.html may name where the texts live and which languages have them (the first-paint
    // include asks the API to preload the default language's boot texts).
    transformIndexHtml(html) {
      return html
        .replaceAll('%PLATFORM_TEXTS%', base)
        .replaceAll('%PLATFORM_TEXT_LANGUAGES%', catalogLanguages().join(','));
    },
    load(id) {
      if (id !== RESOLVED) return null;
      return [
        `export const base = ${JSON.stringify(base)};`,
        `export const namespaces = ${JSON.stringify(bootNamespaces)};`,
        `export const languages = ${JSON.stringify(catalogLanguages())};`,
        '',
      ].join('\n');
    },
    generateBundle() {
      for (const [file, source] of files ?? []) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file}`, source });
      }
    },
    // The dev server answers the same addresses from the catalog files as they are now.
    configureServer(server) {
      server.middlewares.use(DEV_BASE, (req, res, next) => {
        const m = /^\/([A-Z]{2})\/([A-Za-z0-9-]+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!m || !catalogLanguages().includes(m[1])) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(fileText(m[1], m[2], bootNamespaces));
      });
    },
  };
}
