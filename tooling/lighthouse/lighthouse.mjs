#!/usr/bin/env node
// `pnpm benchmark:lighthouse`: Lighthouse (12.8, mobile: its default emulated phone and
// simulated slow 4G and 4x CPU slowdown) on the production builds of player /, /rng,
// /promotions and agent /agent, served with the API, beside a minimal app built with the same
// toolchain (React, TanStack Router and Query, i18next, Vite; ./anchor) as the anchor. Three
// alternating rounds; prints min / median / max of the score, LCP, CLS and TBT per page, the
// ratios to the anchor in the same run, and which targets are met. Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
//   pnpm build && pnpm benchmark:lighthouse          (ROUNDS=n for another number of rounds)
// Not a test: the figures depend on the machine; on a shared machine compare ratios in one run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../playwright/chromium.js';
import { freePort, serveBuilds, waitFor } from '../playwright/first-visit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const ROUNDS = Number(process.env.ROUNDS || 3);
// The first-paint targets (README, Performance): every page's median score at least 98, its
// median LCP within 1.2x the anchor's median in the same run, TBT at most 50 ms, CLS at most
// 0.02 in every run.
const TARGETS = { score: 98, lcpRatio: 1.2, tbtMs: 50, cls: 0.02 };

for (const dist of [
  'apps/api/dist/main.js',
  'apps/player/dist/index.html',
  'apps/agent/dist/index.html',
])
  if (!fs.existsSync(path.join(root, dist))) {
    console.error(`${dist} is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
const chrome = process.env.CHROME_PATH || findChromium();
if (!chrome) {
  console.error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  process.exit(1);
}

// The anchor: built here (a second or two), served by vite preview with its precompressed files.
const anchorDir = path.join(here, 'anchor');
const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
  cwd: anchorDir,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const { urls, stop } = await serveBuilds(['player', 'agent']);
// BASE=<another checkout, built> measures its pages too, in the same rounds (an A/B).
const base = process.env.BASE ? await serveBuilds(['player', 'agent'], process.env.BASE) : null;
const anchorPort = await freePort();
const anchor = spawn(
  'pnpm',
  ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(anchorPort), '--strictPort'],
  {
    cwd: anchorDir,
    stdio: 'ignore',
  },
);
const stopAll = () => {
  anchor.kill('SIGTERM');
  stop();
  base?.stop();
};
process.on('exit', stopAll);

// ONLY=rng,agent measures the anchor and the pages whose names contain one of those words.
const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
/** Each app's pages: measured on this checkout's builds and, with BASE, on that one's too. */
const APP_PAGES = [
  { app: 'player', page: '/' },
  { app: 'player', page: '/rng' },
  { app: 'player', page: '/promotions' },
  { app: 'agent', page: '/agent' },
].filter(({ app, page }) => !only.length || only.some((w) => `${app} ${page}`.includes(w)));
const PAGES = [
  { name: 'anchor /', url: `http://127.0.0.1:${anchorPort}/` },
  ...APP_PAGES.flatMap(({ app, page }) => [
    { name: `${app} ${page}`, url: `${urls[app]}${page}` },
    ...(base ? [{ name: `base ${app} ${page}`, url: `${base.urls[app]}${page}` }] : []),
  ]),
];

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const bin = path.join(here, 'node_modules/.bin/lighthouse');

async function runLighthouse(url, file) {
  // Chromium's debugging port too comes from BENCH_PORTS when that is set.
  const chromePort = process.env.BENCH_PORTS ? await freePort() : 0;
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        ...(chromePort ? [`--port=${chromePort}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} failed (${code}): ${stderr}`)),
    );
  });
}

/** @type {Record<string, { score: number; lcp: number; cls: number; tbt: number; file: string }[]>} */
const results = Object.fromEntries(PAGES.map((p) => [p.name, []]));
try {
  await waitFor(`http://127.0.0.1:${anchorPort}/`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      const file = path.join(outDir, `${round}-${page.name.replace(/\W+/g, '_')}.json`);
      await runLighthouse(page.url, file);
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (report.runtimeError) throw new Error(`${page.name}: ${report.runtimeError.message}`);
      const audit = (id) => report.audits[id].numericValue;
      const r = {
        score: Math.round(report.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        file,
      };
      results[page.name].push(r);
      console.log(
        `round ${round} ${page.name.padEnd(24)} score ${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms`,
      );
    }
  }
} finally {
  stopAll();
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const mmm = (xs, format) => {
  const s = sorted(xs);
  return `${format(s[0])} / ${format(median(s))} / ${format(s[s.length - 1])}`;
};
const seconds = (ms) => (ms / 1000).toFixed(2);
const anchorRuns = results['anchor /'];
const anchorTbt = median(anchorRuns.map((r) => r.tbt));
const anchorLcp = median(anchorRuns.map((r) => r.lcp));

console.log(
  `\nLighthouse ${readVersion()} mobile, ${ROUNDS} rounds (min / median / max); ratios: median against the anchor's median in this run`,
);
let missed = 0;
for (const page of PAGES) {
  const runs = results[page.name];
  const score = runs.map((r) => r.score);
  const lcp = runs.map((r) => r.lcp);
  const cls = runs.map((r) => r.cls);
  const tbt = runs.map((r) => r.tbt);
  console.log(`\n${page.name}`);
  console.log(`  score ${mmm(score, String)}`);
  console.log(`  LCP   ${mmm(lcp, seconds)} s   (${(median(lcp) / anchorLcp).toFixed(2)}x anchor)`);
  console.log(`  CLS   ${mmm(cls, (x) => x.toFixed(3))}`);
  const ratio = anchorTbt > 0 ? median(tbt) / anchorTbt : median(tbt) > 0 ? Infinity : 1;
  console.log(
    `  TBT   ${mmm(tbt, (x) => String(Math.round(x)))} ms   (${ratio.toFixed(2)}x anchor)`,
  );
  if (page.name === 'anchor /' || page.name.startsWith('base ')) continue;
  const checks = [
    [`score >= ${TARGETS.score} (median)`, median(score) >= TARGETS.score],
    [
      `LCP <= ${TARGETS.lcpRatio}x the anchor's (medians)`,
      median(lcp) <= TARGETS.lcpRatio * anchorLcp,
    ],
    [`CLS <= ${TARGETS.cls} (every run)`, Math.max(...cls) <= TARGETS.cls],
    [`TBT <= ${TARGETS.tbtMs} ms (median)`, median(tbt) <= TARGETS.tbtMs],
  ];
  for (const [label, ok] of checks) {
    if (!ok) missed += 1;
    console.log(`  ${ok ? 'met   ' : 'MISSED'} ${label}`);
  }
  if (checks.some(([, ok]) => !ok) || process.env.EXPLAIN) explain(runs);
}
console.log(
  `\n${missed === 0 ? 'all targets met' : `${missed} target(s) missed`}; reports in ${outDir}`,
);

/**
 * Why a page missed: from its median-score run, where the largest paint's time went, which
 * scripts took the main thread, and on what.
 */
function explain(runs) {
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const run = byScore[Math.floor(byScore.length / 2)];
  const report = JSON.parse(fs.readFileSync(run.file, 'utf8'));
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`  why (the median run, score ${run.score}):`);
  const lcpElement = items('largest-contentful-paint-element');
  const element = lcpElement[0]?.items?.[0]?.node;
  if (element)
    console.log(
      `    LCP element: ${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.slice(0, 160),
    );
  const phases = lcpElement[1]?.items ?? [];
  if (phases.length)
    console.log(`    LCP phases: ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
  const breakdown = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  if (breakdown.length) console.log(`    main thread: ${breakdown.join(', ')}`);
  const scripts = items('bootup-time')
    .slice(0, 4)
    .map(
      (i) =>
        `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(i.total)} (script ${ms(i.scripting)})`,
    );
  if (scripts.length) console.log(`    scripts: ${scripts.join('; ')}`);
  const tasks = items('long-tasks')
    .slice(0, 8)
    .map(
      (i) =>
        `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(i.duration)} at ${ms(i.startTime)}`,
    );
  if (tasks.length) console.log(`    long tasks: ${tasks.join('; ')}`);
  const js = items('network-requests').filter((r) => r.resourceType === 'Script');
  const kb = js.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  console.log(`    JavaScript: ${js.length} files, ${kb.toFixed(1)} KB transferred`);
}

function readVersion() {
  const pkg = path.join(here, 'node_modules/lighthouse/package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}
