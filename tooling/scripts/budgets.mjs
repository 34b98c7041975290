#!/usr/bin/env node
// The first-visit budget, a step of `pnpm test` after the build: a first visit to player `/`,
// `/rng` or `/promotions`, agent `/agent` or the operator console's sign-in page `/` downloads at most 150 KB of
// JavaScript as served, and at most 170 KB of JavaScript and CSS together (docs/performance.md). Exits 1 when a page is over.
// "As served" is what Chromium downloads: it accepts br, so the Brotli files; each line also
// shows what a client accepting only gzip would get. Needs the API's and the apps' production
// builds (`pnpm build`).
import {
  describe,
  firstVisit,
  launchChromium,
  serveBuilds,
  withinBudget,
} from '../playwright/first-visit.js';

const PAGES = [
  { app: 'player', path: '/', ready: '[data-testid="game-tile"]' },
  { app: 'player', path: '/rng', ready: '[data-testid="game-tile"]' },
  { app: 'player', path: '/promotions', ready: '[data-testid="promotion-list"] li' },
  { app: 'agent', path: '/agent', ready: '[data-testid="agent-login-form"]' },
  { app: 'operator', path: '/', ready: '[data-testid="staff-sign-in-form"]' },
];

const { urls, stop } = await serveBuilds(['player', 'agent', 'operator']);
let over = 0;
try {
  const browser = await launchChromium();
  for (const page of PAGES) {
    const result = await firstVisit(browser, urls[page.app] + page.path, { ready: page.ready });
    console.log(describe(`${page.app} ${page.path}`, result));
    if (!withinBudget(result)) {
      over += 1;
      for (const f of result.files)
        console.log(
          `  ${(f.served / 1024).toFixed(1).padStart(6)} KB ${f.encoding} (gzip ${(f.gzip / 1024).toFixed(1)})  ${f.name}`,
        );
    }
  }
  await browser.close();
} finally {
  stop();
}
if (over) {
  console.error(`${over} page(s) over the first-visit budget: see docs/performance.md`);
  process.exit(1);
}
