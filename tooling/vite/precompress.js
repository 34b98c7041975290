// Compressed once, at build time: the build writes `<file>.br` (Brotli) and `<file>.gz` (gzip)
// beside each text asset; `vite preview` (and so `pnpm start`) serves the .br to clients that
// accept br (every current browser), else the .gz to those that accept gzip, and a production
// server should do the same (nginx `brotli_static on` and `gzip_static on`, a CDN or object
// store with the objects; see README.md). What a first visit downloads (the entry's scripts and
// style sheet, the boot texts, the chunks the app names) gets Brotli quality 11 and gzip by
// Zopfli (the same gzip format, about 3.5% smaller than gzip -9, but about 20 s of CPU per
// megabyte); everything else Brotli quality 10 (about 1% bigger than 11 at a third of its CPU:
// 11 on all of the player's 10 MB of text assets took 13 s) and gzip -9.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The text assets, by extension: each gets a .br and a .gz when those come out smaller (gzip adds about 20 bytes). */
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
 * Brotli in text mode, told the size of the input: quality 11 (the smallest) or 10.
 * @param {Buffer} source @param {boolean} hardest
 */
function brotli(source, hardest) {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: hardest ? constants.BROTLI_MAX_QUALITY : 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of `dir`: Brotli 11 and gzip by
 * Zopfli for the first-visit files `firstVisit` holds (paths relative to `dir`), Brotli 10 and
 * gzip -9 for the rest.
 * @param {string} dir @param {ReadonlySet<string>} firstVisit
 */
export async function precompressDirectory(dir, firstVisit) {
  const { gzipAsync } = require('@gfx/zopfli');
  for (const file of listFiles(dir)) {
    if (!(path.extname(file) in CONTENT_TYPES)) continue;
    const source = fs.readFileSync(file);
    const hardest = firstVisit.has(path.relative(dir, file).split(path.sep).join('/'));
    const gzipped = hardest
      ? await gzipAsync(source, { numiterations: 15 })
      : gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    if (gzipped.length < source.length) fs.writeFileSync(`${file}.gz`, gzipped);
    const brotlied = brotli(source, hardest);
    if (brotlied.length < source.length) fs.writeFileSync(`${file}.br`, brotlied);
  }
}

/** The encodings served, best first: the file's suffix and its Content-Encoding. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * Whether an Accept-Encoding header accepts `coding` (named, or `*`, with a q-value above 0).
 * @param {string} header @param {string} coding
 */
function accepts(header, coding) {
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const wanted = q === undefined || Number(q) > 0;
    if (name.trim() === coding) return wanted;
    if (name.trim() === '*') star = wanted;
  }
  return star;
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
 * The precompressed file for a request: the .br when the client accepts br and the build wrote
 * one, else the .gz when it accepts gzip, else none (the file itself is served as it is).
 * @param {string} distDir @param {import('node:http').IncomingMessage} req
 */
export function precompressedFile(distDir, req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
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
  for (const encoding of ENCODINGS) {
    if (!accepts(acceptEncoding, encoding.name)) continue;
    const compressed = `${file}${encoding.suffix}`;
    const stat = fs.statSync(compressed, { throwIfNoEntry: false });
    if (stat?.isFile())
      return {
        file: compressed,
        encoding: encoding.name,
        type,
        stat,
        hashed: pathname.startsWith('/assets/'),
      };
  }
  return null;
}

/**
 * Build: writes the .br and .gz files after everything else (the service worker included).
 * Preview: serves them, with the preview's own headers (CSP and the rest).
 * @param {readonly string[]} [firstVisitChunks] chunk names compressed hardest besides the
 *   entry's own files and the boot texts
 * @returns {import('vite').Plugin}
 */
export function precompress(firstVisitChunks = []) {
  let outDir = 'dist';
  /** @type {Set<string>} */
  let firstVisit = new Set();
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
      firstVisit = firstVisitFiles(bundle, firstVisitChunks);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!fs.existsSync(outDir)) return;
        const started = performance.now();
        await precompressDirectory(outDir, firstVisit);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger?.info(
          `precompressed in ${seconds} s (Brotli 11 and Zopfli: ${firstVisit.size} first-visit files)`,
        );
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const found = precompressedFile(outDir, req);
        if (!found) return next();
        // One ETag per encoding: a cache never answers a br request with the gzip bytes.
        const etag = `W/"${found.stat.size}-${Math.trunc(found.stat.mtimeMs)}-${found.encoding}"`;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Content-Type', found.type);
        res.setHeader('Content-Encoding', found.encoding);
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
        fs.createReadStream(found.file).pipe(res);
      });
    },
  };
}
