#!/usr/bin/env node
// Reports, for the production build (apps/agent/dist, apps/api/dist): the compressed
// JavaScript a first visit downloads on /agent (target: 150 KB as served, the build's
// precompressed .br files Chromium accepts; gzip -9 of the same files alongside), and the whole
// first visit of the team overview (/agentHome/agentTeamOverview, charts included) by the
// signed-in demo agent. Not a test: it prints figures.
//   pnpm --filter @platform/api build && pnpm --filter @platform/agent build
//   pnpm --filter @platform/agent benchmark   (BENCH_API_PORT, BENCH_WEB_PORT: fixed ports)
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

async function waitFor(url, timeoutMs = 180_000) {
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

// BENCH_API_PORT / BENCH_WEB_PORT pin the ports (otherwise free ones are taken).
const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
const webPort = Number(process.env.BENCH_WEB_PORT) || (await freePort());
const base = `http://127.0.0.1:${webPort}`;
const children = [
  spawn('node', ['dist/main.js'], {
    cwd: path.resolve(app, '../api'),
    env: { ...process.env, PORT: String(apiPort), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  }),
  spawn('pnpm', ['exec', 'vite', 'preview'], {
    cwd: app,
    env: { ...process.env, AGENT_PORT: String(webPort), API_TARGET: `http://127.0.0.1:${apiPort}` },
    stdio: 'ignore',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stop);

try {
  // Ready, not only alive: the API listens before its migrations and seed are done.
  await waitFor(`http://127.0.0.1:${apiPort}/ready`);
  await waitFor(`${base}/agent`);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

  /** The demo agent's session token, from a sign-in through the landing page. */
  async function signIn() {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    const page = await context.newPage();
    await page.goto(`${base}/agent`);
    await page.locator('input[name=username]').fill('demoagent');
    await page.locator('input[name=password]').fill('Demo1234');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL(/agentHome/);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await context.close();
    return token;
  }

  async function firstVisit(route, ready, token, viewport = { width: 1440, height: 900 }) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((t) => {
      localStorage.setItem('hisLang', 'EN');
      if (t) sessionStorage.setItem('token', t);
    }, token);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        const gzip9 = gzipSync(body, { level: 9 }).length;
        // Encoded (br for Chromium, gzip for clients without br): the bytes on the wire.
        const served = (await response.headerValue('content-encoding'))
          ? (await response.request().sizes()).responseBodySize
          : body.length;
        scripts.set(response.url(), { raw: body.length, gzip: served, gzip9 });
      } catch {
        // a response without a body (redirect): nothing downloaded
      }
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    const sum = (key) => [...scripts.values()].reduce((s, x) => s + x[key], 0) / 1024;
    if (process.env.VERBOSE) {
      for (const [url, x] of [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip))
        console.log(`  ${(x.gzip / 1024).toFixed(1).padStart(6)} KB  ${url.split('/').pop()}`);
    }
    return { files: scripts.size, gzipKb: sum('gzip'), gzip9Kb: sum('gzip9'), rawKb: sum('raw') };
  }

  const landing = await firstVisit('/agent', '[data-testid="agent-landing"]', null);
  const phone = await firstVisit('/agent', '[data-testid="agent-landing"]', null, {
    width: 375,
    height: 812,
  });
  const token = await signIn();
  const overview = await firstVisit(
    '/agentHome/agentTeamOverview',
    '[data-testid="trend-chart"] svg',
    token,
  );
  await browser.close();
  const line = (name, r) =>
    `${name.padEnd(30)} ${r.gzipKb.toFixed(1).padStart(7)} KB as served  (gzip -9 on the fly: ${r.gzip9Kb.toFixed(1)} KB; ${r.rawKb.toFixed(1)} KB raw, ${r.files} files)`;
  console.log(
    'First visit, JavaScript downloaded (production build served by vite preview with its precompressed .br files, EN, 1440 px unless said):',
  );
  console.log(
    line('/agent', landing) +
      `   budget ${BUDGET_KB} KB: ${landing.gzipKb <= BUDGET_KB ? 'within' : 'OVER'}`,
  );
  console.log(line('/agent at 375 px', phone));
  console.log(line('/agentHome/agentTeamOverview', overview) + '   (signed in, charts included)');
} finally {
  stop();
}
