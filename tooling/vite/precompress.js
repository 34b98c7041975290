// Gzip compressed once, at build time: the build writes `<file>.gz` beside each text asset;
// `vite preview` (and so `pnpm start`) serves it to clients that accept gzip, and a production
// server should do the same (nginx `gzip_static on`, a CDN or object store with the .gz objects;
// see README.md). What a first visit downloads (the entry's scripts and style sheet, the boot
// texts, the chunks the app names) is compressed with Zopfli: the same gzip format, about 3.5%
// smaller than gzip -9, but about 20 s of CPU per megabyte; everything else with gzip -9, in
// milliseconds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The text assets, by extension: each gets a .gz when that comes out smaller (gzip adds about 20 bytes). */
const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes `<file>.gz` beside every text asset of `dir`: Zopfli for the files `zopfli` holds
 * (paths relative to `dir`), gzip -9 for the rest.
 * @param {string} dir @param {ReadonlySet<string>} zopfli
 */
export async function precompressDirectory(dir, zopfli) {
  const { gzipAsync } = require('@gfx/zopfli');
  for (const file of listFiles(dir)) {
    if (!(path.extname(file) in CONTENT_TYPES)) continue;
    const source = fs.readFileSync(file);
    const compressed = zopfli.has(path.relative(dir, file).split(path.sep).join('/'))
      ? await gzipAsync(source, { numiterations: 15 })
      : gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    if (compressed.length < source.length) fs.writeFileSync(`${file}.gz`, compressed);
  }
}

/**
 * The files a first visit downloads, from the bundle: the entry chunks, the chunks they import
 * and their CSS, the boot texts (one per language; a visit loads one), and the chunks named in
 * `firstVisitChunks` (the screens a visit usually lands on and the code they share).
 * @param {import('vite').Rollup.OutputBundle} bundle @param {readonly string[]} firstVisitChunks
 */
function firstVisitFiles(bundle, firstVisitChunks) {
  /** @type {Set<string>} */
  const files = new Set();
  const add = (/** @type {any} */ chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) if (bundle[imported]) add(bundle[imported]);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'asset') {
      // The boot texts (one file per language; a visit loads one).
      if (/^assets\/locales\/[^/]+\/[A-Z]{2}\/boot\.json$/.test(output.fileName))
        files.add(output.fileName);
      continue;
    }
    if (output.isEntry || firstVisitChunks.includes(output.name)) add(output);
  }
  return files;
}

/**
 * The precompressed file for a request, when the client accepts gzip and the build wrote one.
 * @param {string} distDir @param {import('node:http').IncomingMessage} req
 */
export function precompressedFile(distDir, req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  } catch {
    return null;
  }
  const type = CONTENT_TYPES[path.extname(pathname)];
  if (!type) return null;
  const file = path.join(distDir, pathname);
  // Never outside the build directory.
  if (!file.startsWith(distDir + path.sep)) return null;
  const gz = `${file}.gz`;
  const stat = fs.statSync(gz, { throwIfNoEntry: false });
  return stat?.isFile() ? { gz, type, stat, hashed: pathname.startsWith('/assets/') } : null;
}

/**
 * Build: writes the .gz files after everything else (the service worker included).
 * Preview: serves them, with the preview's own headers (CSP and the rest).
 * @param {readonly string[]} [firstVisitChunks] chunk names compressed with Zopfli besides the
 *   entry's own files and the boot texts
 * @returns {import('vite').Plugin}
 */
export function precompress(firstVisitChunks = []) {
  let outDir = 'dist';
  /** @type {Set<string>} */
  let zopfli = new Set();
  /** @type {import('vite').Logger | undefined} */
  let logger;
  /** @type {Record<string, string | string[] | number>} */
  let headers = {};
  return {
    name: 'platform-precompress',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
      headers = /** @type {Record<string, string>} */ (config.preview.headers ?? {});
    },
    generateBundle(_options, bundle) {
      zopfli = firstVisitFiles(bundle, firstVisitChunks);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!fs.existsSync(outDir)) return;
        const started = performance.now();
        await precompressDirectory(outDir, zopfli);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger?.info(`precompressed in ${seconds} s (Zopfli: ${zopfli.size} first-visit files)`);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const found = precompressedFile(outDir, req);
        if (!found) return next();
        const etag = `W/"${found.stat.size}-${Math.trunc(found.stat.mtimeMs)}"`;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Content-Type', found.type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', etag);
        // Content-hashed assets never change; everything else (sw.js, manifest) is revalidated.
        res.setHeader(
          'Cache-Control',
          found.hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          return res.end();
        }
        res.setHeader('Content-Length', found.stat.size);
        if (req.method === 'HEAD') return res.end();
        fs.createReadStream(found.gz).pipe(res);
      });
    },
  };
}
