// Country flags as small SVG files at /flags/<ISO code>.svg (from country-flag-icons, 3:2),
// for the dialling-code pickers. Emoji flags are not an option: Windows and many Linux
// browsers draw them as two letters or empty boxes. Served by the dev server and written
// into the build, so a page fetches only the flags it shows.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FLAG_DIR = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');
const FLAG_PATH = /^\/flags\/([A-Z]{2})\.svg$/;

/** @returns {import('vite').Plugin} */
export function flagAssets() {
  return {
    name: 'platform-flag-assets',
    // The dev server serves them from the package; the build writes them (and preview serves dist).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = FLAG_PATH.exec((req.url ?? '').split('?')[0] ?? '');
        const file = match ? path.join(FLAG_DIR, `${match[1]}.svg`) : null;
        if (!file || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const name of fs.readdirSync(FLAG_DIR)) {
        if (!/^[A-Z]{2}\.svg$/.test(name)) continue;
        this.emitFile({
          type: 'asset',
          fileName: `flags/${name}`,
          source: fs.readFileSync(path.join(FLAG_DIR, name)),
        });
      }
    },
  };
}
