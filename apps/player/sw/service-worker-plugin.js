// Writes dist/sw.js after a production build: the template with the list of the build's
// files (HTML, scripts, styles, manifest, icons; no source maps) and a version derived from
// their contents, so every release installs a fresh app-shell cache. Files matching `skip`
// are left out of the precache (the worker still caches them once a page loads them).
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

/** @param {{ skip?: RegExp[] }} [options] @returns {import('vite').Plugin} */
export function serviceWorker(options = {}) {
  const skip = options.skip ?? [];
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
      // Operator images (/content/) are fetched when shown, not precached.
      const files = listFiles(outDir)
        .filter((f) => SHELL_FILE.test(f) && f !== '/sw.js' && !f.startsWith('/content/'))
        .filter((f) => !skip.some((pattern) => pattern.test(f)))
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(path.join(outDir, f)));
      const template = readFileSync(path.join(root, 'sw/sw-template.js'), 'utf8');
      const sw = template
        .replace("const VERSION = '__VERSION__';", `const VERSION = '${hash.digest('hex').slice(0, 16)}';`)
        .replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(files)};`);
      writeFileSync(path.join(outDir, 'sw.js'), sw);
    },
  };
}
