#!/usr/bin/env node
// Reports, for the production build (apps/player/dist, apps/api/dist): the compressed
// JavaScript a first visit downloads on / and on /rng (gzip bytes as served: the build's
// precompressed .gz files; target for /: 150 KB; gzip -9 of the same files alongside), and the
// number of DOM nodes of a lobby page. Not a test: it prints figures.
//   pnpm --filter @platform/api build && pnpm --filter @platform/player build
//   pnpm --filter @platform/player benchmark
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..');
const require = createRequire(path.join(app, 'package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, ensureChromium } = await import('@platform/playwright-config/chromium');
const BUDGET_KB = 150;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
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

const apiPort = await freePort();
const webPort = await freePort();
const children = [
  spawn('node', ['dist/main.js'], {
    cwd: path.resolve(app, '../api'),
    env: { ...process.env, PORT: String(apiPort), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  }),
  spawn('pnpm', ['exec', 'vite', 'preview'], {
    cwd: app,
    env: {
      ...process.env,
      PLAYER_PORT: String(webPort),
      API_TARGET: `http://127.0.0.1:${apiPort}`,
    },
    stdio: 'ignore',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stop);

try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  await waitFor(`http://127.0.0.1:${webPort}/`);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

  async function firstVisit(route, ready, viewport = { width: 1440, height: 900 }) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        const gzip9 = gzipSync(body, { level: 9 }).length;
        // What crossed the wire: the encoded body when the server sent gzip (the build's
        // precompressed .gz), else the body as it came.
        const served =
          (await response.headerValue('content-encoding')) === 'gzip'
            ? (await response.request().sizes()).responseBodySize
            : body.length;
        scripts.set(response.url(), { raw: body.length, gzip: served, gzip9 });
      } catch {
        // a response without a body (redirect): nothing downloaded
      }
    });
    await page.goto(`http://127.0.0.1:${webPort}${route}`, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Runs in the page.
    const nodes = await page.evaluate(() => globalThis.document.getElementsByTagName('*').length);
    await context.close();
    const gzip = [...scripts.values()].reduce((s, x) => s + x.gzip, 0);
    const raw = [...scripts.values()].reduce((s, x) => s + x.raw, 0);
    const gzip9 = [...scripts.values()].reduce((s, x) => s + x.gzip9, 0);
    if (process.env.VERBOSE) {
      for (const [url, x] of [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${(x.gzip / 1024).toFixed(1).padStart(6)} KB  ${url.split('/').pop()}`);
    }
    return {
      files: scripts.size,
      gzipKb: gzip / 1024,
      gzip9Kb: gzip9 / 1024,
      rawKb: raw / 1024,
      nodes,
    };
  }

  const home = await firstVisit('/', '[data-testid="game-tile"]');
  const lobby = await firstVisit('/rng', '[data-testid="game-tile"]');
  const phone = await firstVisit('/', '[data-testid="game-tile"]', { width: 375, height: 812 });
  await browser.close();
  const line = (name, r) =>
    `${name.padEnd(22)} ${r.gzipKb.toFixed(1).padStart(7)} KB gzip  (gzip -9 on the fly: ${r.gzip9Kb.toFixed(1)} KB; ${r.rawKb.toFixed(1)} KB raw, ${r.files} files)`;
  console.log(
    'First visit, JavaScript downloaded (production build served by vite preview with its precompressed .gz files, EN, 1440 px unless said):',
  );
  console.log(
    line('/', home) + `   budget ${BUDGET_KB} KB: ${home.gzipKb <= BUDGET_KB ? 'within' : 'OVER'}`,
  );
  console.log(line('/rng', lobby));
  console.log(line('/ at 375 px', phone));
  console.log(`DOM nodes of the /rng lobby page: ${lobby.nodes}`);
  console.log(`DOM nodes of the home page: ${home.nodes}`);
} finally {
  stop();
}
