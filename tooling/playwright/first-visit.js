// What a first visit downloads, measured in Chromium against the production builds: the apps'
// `benchmark` scripts print it, and the budget check of `pnpm test` (tooling/scripts/budgets.mjs)
// fails when a page goes over the budget.
//
// "As served": the bytes that crossed the wire (Chromium's encoded body size when the server
// sent the build's precompressed file, the body itself when it sent it uncompressed). Chromium
// asks with `Accept-Encoding: gzip, deflate, br, zstd` (over http://127.0.0.1 too, as every
// current browser does over HTTPS), so the server sends the Brotli files: that is the number the
// budget counts. Beside it, what a client accepting only gzip gets for the same files (the .gz
// the server sends). KB here are 1024 bytes, as in docs/performance.md.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The first-visit budget of player `/`, `/rng` and `/promotions` and agent `/agent` (docs/performance.md). */
export const BUDGET_KB = { js: 150, jsAndCss: 170 };

const APPS = {
  player: { dir: 'apps/player', portVariable: 'PLAYER_PORT' },
  agent: { dir: 'apps/agent', portVariable: 'AGENT_PORT' },
  operator: { dir: 'apps/operator', portVariable: 'OPERATOR_PORT' },
};

const canListen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const handedOut = new Set();

/**
 * A free loopback port: any one the system picks, or with BENCH_PORTS=<first>-<last> (each
 * person on a shared machine with their own range) the first free one of that range this
 * process has not handed out yet.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const range = process.env.BENCH_PORTS;
  if (!range) {
    return new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      });
    });
  }
  const match = /^(\d+)(?:-(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`BENCH_PORTS must be <first>-<last>, not ${range}`);
  const first = Number(match[1]);
  const last = Number(match[2] ?? match[1]);
  for (let attempt = 0; attempt < 2; attempt++) {
    for (let port = first; port <= last; port++) {
      if (handedOut.has(port) || !(await canListen(port))) continue;
      handedOut.add(port);
      return port;
    }
    // Each was handed out once: those whose servers stopped are free again.
    handedOut.clear();
  }
  throw new Error(`no free port left in BENCH_PORTS=${range}`);
}

export async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Serves the built API (fresh in-memory database) and the named apps' builds (`vite preview`,
 * proxying to that API). Needs `pnpm build` (or the API's and those apps' builds) first.
 * @param {Array<keyof typeof APPS>} apps
 * @param {string} [from] the checkout whose builds are served (another one for an A/B)
 * @returns {Promise<{ api: string; urls: Record<string, string>; stop: () => void }>}
 */
export async function serveBuilds(apps, from = root) {
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const children = [
    spawn('node', ['dist/main.js'], {
      cwd: path.join(from, 'apps/api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: 'ignore',
    }),
  ];
  /** @type {Record<string, string>} */
  const urls = {};
  for (const name of apps) {
    const port = await freePort();
    urls[name] = `http://127.0.0.1:${port}`;
    children.push(
      spawn('pnpm', ['exec', 'vite', 'preview'], {
        cwd: path.join(from, APPS[name].dir),
        env: { ...process.env, [APPS[name].portVariable]: String(port), API_TARGET: api },
        stdio: 'ignore',
      }),
    );
  }
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    // Migrations and the seed on an in-memory database: seconds, minutes on a busy machine.
    await waitFor(`${api}/ready`, 360_000);
    for (const url of Object.values(urls)) await waitFor(`${url}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { api, urls, stop };
}

export async function launchChromium() {
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}

const sum = (files, key) => files.reduce((s, f) => s + f[key], 0) / 1024;

/**
 * The bytes the server sends for `url` to a client accepting only gzip: the .gz file's length
 * when it sends one, else the body's.
 * @param {string} url @param {number} rawLength
 */
async function gzipServed(url, rawLength) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (res.headers.get('content-encoding') !== 'gzip') return rawLength;
  return Number(res.headers.get('content-length') ?? rawLength);
}

/**
 * Opens `url` in a fresh context (nothing cached), waits for `ready` and the network to settle,
 * and returns the JavaScript and CSS it downloaded (and the interface texts, outside the budget).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ ready: string; viewport?: { width: number; height: number }; language?: string }} options
 */
export async function firstVisit(browser, url, options) {
  const { ready, viewport = { width: 1440, height: 900 }, language = 'EN' } = options;
  const context = await browser.newContext({ viewport });
  await context.addInitScript((l) => localStorage.setItem('hisLang', l), language);
  const page = await context.newPage();
  /** @type {Map<string, { type: string; encoding: string; raw: number; served: number; gzip: number; gzip9: number }>} */
  const files = new Map();
  const pending = [];
  page.on('response', (response) => {
    const resourceType = response.request().resourceType();
    // The interface texts (JSON files under /assets/locales/) are reported beside the budget.
    const texts = response.url().includes('/assets/locales/');
    const type = texts ? 'texts' : resourceType;
    if (type !== 'script' && type !== 'stylesheet' && type !== 'texts') return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const encoded = await response.headerValue('content-encoding');
          const served = encoded
            ? (await response.request().sizes()).responseBodySize
            : body.length;
          files.set(response.url(), {
            type,
            encoding: encoded ?? 'identity',
            raw: body.length,
            served,
            gzip: await gzipServed(response.url(), body.length),
            gzip9: gzipSync(body, { level: 9 }).length,
          });
        } catch {
          // a response without a body (redirect): nothing downloaded
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const nodes = await page.evaluate(() => globalThis.document.getElementsByTagName('*').length);
  await context.close();
  const list = [...files.entries()].map(([u, f]) => ({ name: u.split('/').pop(), ...f }));
  const js = list.filter((f) => f.type === 'script');
  const css = list.filter((f) => f.type === 'stylesheet');
  const texts = list.filter((f) => f.type === 'texts');
  return {
    files: list.sort((a, b) => b.served - a.served),
    jsKb: sum(js, 'served'),
    jsEncodings: [...new Set(js.map((f) => f.encoding))].sort(),
    jsGzipKb: sum(js, 'gzip'),
    jsGzip9Kb: sum(js, 'gzip9'),
    jsRawKb: sum(js, 'raw'),
    jsFiles: js.length,
    cssKb: sum(css, 'served'),
    textsKb: sum(texts, 'served'),
    nodes,
  };
}

/** One line of figures for a first visit, with the budget verdict. */
export function describe(name, r) {
  const total = r.jsKb + r.cssKb;
  const within = r.jsKb <= BUDGET_KB.js && total <= BUDGET_KB.jsAndCss;
  return (
    `${name.padEnd(16)} JS ${r.jsKb.toFixed(1).padStart(6)} KB as served (${r.jsEncodings.join('+')})` +
    ` (gzip as served ${r.jsGzipKb.toFixed(1)}, gzip -9 on the fly ${r.jsGzip9Kb.toFixed(1)},` +
    ` raw ${r.jsRawKb.toFixed(1)}, ${r.jsFiles} files),` +
    ` JS+CSS ${total.toFixed(1)} KB; budget ${BUDGET_KB.js} / ${BUDGET_KB.jsAndCss} KB: ${within ? 'within' : 'OVER'}` +
    `; texts ${r.textsKb.toFixed(1)} KB`
  );
}

/** Whether a first visit keeps to the budget. */
export const withinBudget = (r) => r.jsKb <= BUDGET_KB.js && r.jsKb + r.cssKb <= BUDGET_KB.jsAndCss;
