// The texts a first visit needs, one file per language: the app names its boot namespaces
// (appViteConfig `bootNamespaces`), and `virtual:boot-texts` gives, per language of
// @platform/i18n's catalogs, a loader of one chunk holding those namespaces' catalogs. A first
// visit then downloads one text file instead of one per namespace (fewer requests, and the
// catalogs compress better together). Other namespaces still load one by one when used.
import { catalogFile, catalogLanguages, hasCatalog, readCatalog } from '@platform/i18n/catalogs';

const ID = 'virtual:boot-texts';
const RESOLVED = `\0${ID}`;

/**
 * @param {readonly string[]} namespaces the app's boot namespaces
 * @param {readonly string[]} [unused] namespaces of the other app, never loaded by this one
 * @returns {import('vite').Plugin}
 */
export function bootTexts(namespaces, unused = []) {
  const languages = () =>
    catalogLanguages().filter((language) => namespaces.some((ns) => hasCatalog(language, ns)));
  return {
    name: 'platform-boot-texts',
    // Before Vite expands import.meta.glob (see transform).
    enforce: 'pre',
    resolveId(id) {
      if (id === ID || id.startsWith(`${ID}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const loaders = languages().map(
          (language) => `  ${language}: () => import(${JSON.stringify(`${ID}/${language}`)}),`,
        );
        return `export const namespaces = ${JSON.stringify(namespaces)};\nexport const bundles = {\n${loaders.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const language = id.slice(RESOLVED.length + 1);
      if (!/^[A-Z]{2}$/.test(language)) return null;
      // The catalogs' content itself, not imports of the JSON files: those files are also
      // the per-namespace chunks of the i18n package's loader, and a module lives in one chunk.
      const entries = namespaces.flatMap((ns) => {
        if (!hasCatalog(language, ns)) return [];
        this.addWatchFile(catalogFile(language, ns));
        return [`${JSON.stringify(ns)}: ${JSON.stringify(readCatalog(language, ns))}`];
      });
      return `export default { ${entries.join(', ')} };\n`;
    },
    // The i18n package's file-by-file loader never loads a boot namespace in this app (the
    // boot chunk has it), nor the other app's namespaces: leave those files out of its glob, so
    // the first download does not carry a loader per such namespace and language.
    transform(code, id) {
      if (!/[\\/]packages[\\/]i18n[\\/]src[\\/]bundled-catalogs\.ts$/.test(id)) return null;
      if (!code.includes(GLOB)) this.error(`${id} no longer holds ${GLOB}`);
      const skipped = [...namespaces, ...unused].map((ns) => `'!../locales/*/${ns}.json'`);
      const glob = `['../locales/*/*.json', ${skipped.join(', ')}]`;
      return { code: code.replace(GLOB, glob), map: null };
    },
  };
}

/** The glob of the i18n package's catalog loader (packages/i18n/src/bundled-catalogs.ts). */
const GLOB = "'../locales/*/*.json'";
