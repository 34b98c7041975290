// Writes dist/sw.js after a production build: the template with the app shell to precache
// (index.html, the scripts and styles it loads, manifest, icons; no source maps) and a
// version derived from the build's files, so every release installs a fresh cache. The
// other chunks (screens, catalogs) are cached when first used: precaching every chunk would
// make a first visit download the whole site in the background.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const SHELL_FILE = /\.(html|js|css|webmanifest|png|svg|woff2?)$/;

/** @param {string} dir @param {string} [base] @returns {string[]} */
function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, base);
    return [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}

/** @returns {import('vite').Plugin} */
export function serviceWorker() {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'platform-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Operator images (/content/) and the country flags (/flags/, hundreds of them) are
      // fetched when shown, not precached.
      const built = listFiles(outDir).filter(
        (f) =>
          SHELL_FILE.test(f) &&
          f !== '/sw.js' &&
          !f.startsWith('/content/') &&
          !f.startsWith('/flags/'),
      );
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const loadedByHtml = new Set(
        [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]),
      );
      const files = built.filter((f) => !f.startsWith('/assets/') || loadedByHtml.has(f)).sort();
      const hash = createHash('sha256');
      for (const f of built.sort()) hash.update(f).update(readFileSync(path.join(outDir, f)));
      const template = readFileSync(path.join(root, 'sw/sw-template.js'), 'utf8');
      const sw = template
        .replace(
          "const VERSION = '__VERSION__';",
          `const VERSION = '${hash.digest('hex').slice(0, 16)}';`,
        )
        .replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(files)};`);
      writeFileSync(path.join(outDir, 'sw.js'), sw);
    },
  };
}
