// Request-time includes in index.html, the way the production server makes them (nginx SSI,
// deploy/nginx/platform.conf): `vite preview` answers a page navigation with index.html in
// which each `<!--# include virtual="…" -->` is replaced by what the API answers for it, so
// what `pnpm start`, the budgets and Lighthouse measure is what production serves.
//
// The one include the apps use is the first paint (GET /wps/system/firstPaint): the largest
// image of the page's first screen and its boot texts as `<link rel="preload">`, and its first
// answers inlined, read from the merchant's lists at request time (a new banner shows without
// a rebuild). As in nginx: `$platform_page` is the request's path when it is plain (letters,
// digits, / _ -), else empty; the `merchant` argument is sent as the Merchant header and
// `path`, `texts` and `textLanguages` as the query; an answer other than 200 (or none within a
// second) includes nothing.
import fs from 'node:fs';
import path from 'node:path';

const INCLUDE = /<!--#\s*include\s+virtual="([^"]*)"[^>]*-->/g;
/** A named block (the include's stub, what nginx shows when the include fails): never shown itself. */
const BLOCK = /<!--#\s*block\s[^>]*-->[\s\S]*?<!--#\s*endblock\s*-->/g;
const PLAIN_PATH = /^\/[A-Za-z0-9/_-]*$/;

/** The page path nginx's `map $request_uri $platform_page` yields. @param {string} pathname */
const platformPage = (pathname) => (PLAIN_PATH.test(pathname) ? pathname : '');

/**
 * The API request for one include, as deploy/nginx's `location = /wps/system/firstPaint` makes it.
 * @param {string} virtual the include's address with `$platform_page` already in it
 * @returns {{ url: string; merchant: string } | null}
 */
function includeRequest(virtual) {
  const url = new URL(virtual, 'http://host');
  if (url.pathname !== '/wps/system/firstPaint') return null;
  const query = new URLSearchParams();
  for (const name of ['path', 'texts', 'textLanguages'])
    query.set(name, url.searchParams.get(name) ?? '');
  return {
    url: `${url.pathname}?${query}`,
    merchant: url.searchParams.get('merchant') ?? '',
  };
}

/**
 * @param {{ target: string; platformPaths: readonly string[]; merchant: string }} options
 *   target: the API's origin; merchant: the site's merchant code (VITE_MERCHANT, as the app
 *   sends it), written into index.html where it says %PLATFORM_MERCHANT%
 * @returns {import('vite').Plugin}
 */
export function serverIncludes({ target, platformPaths, merchant }) {
  let outDir = 'dist';
  /** @type {Record<string, string | string[] | number>} */
  let headers = {};
  return {
    name: 'platform-server-includes',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      headers = /** @type {Record<string, string>} */ (config.preview.headers ?? {});
    },
    transformIndexHtml(html) {
      return html.replaceAll('%PLATFORM_MERCHANT%', encodeURIComponent(merchant));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const { pathname } = new URL(req.url ?? '/', 'http://host');
        // Files and the platform's own paths are not pages; a page is asked for as HTML.
        if (path.extname(pathname) && pathname !== '/index.html') return next();
        if (platformPaths.some((p) => pathname.startsWith(p))) return next();
        if (!String(req.headers.accept ?? '').includes('text/html')) return next();
        let html;
        try {
          html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        } catch {
          return next();
        }
        if (!html.includes('<!--#')) return next();
        const page = platformPage(pathname);
        const parts = [...html.matchAll(INCLUDE)].map(async ([, virtual = '']) => {
          const request = includeRequest(virtual.replaceAll('$platform_page', page));
          if (!request) return '';
          try {
            const answer = await fetch(`${target}${request.url}`, {
              headers: {
                ...(request.merchant ? { merchant: request.merchant } : {}),
                // The client as the preview's proxy names it to the API (`xfwd`): what it was
                // sent, then the address it saw; the status's region check reads the same.
                'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
                  .flat()
                  .filter(Boolean)
                  .join(', '),
              },
              signal: AbortSignal.timeout(1000),
            });
            return answer.status === 200 ? await answer.text() : '';
          } catch {
            return '';
          }
        });
        void Promise.all(parts).then((bodies) => {
          let i = 0;
          const body = html.replace(INCLUDE, () => bodies[i++] ?? '').replace(BLOCK, '');
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader('Content-Length', Buffer.byteLength(body));
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      });
    },
  };
}
