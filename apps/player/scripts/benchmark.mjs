#!/usr/bin/env node
// Reports, for the production build (apps/player/dist, apps/api/dist): the JavaScript (and CSS) a
// first visit downloads on /, /rng and /promotions, as served (the build's precompressed files; budget:
// 150 KB of JavaScript, 170 KB with the CSS; gzip -9 of the same files alongside), and the
// number of DOM nodes of home and a lobby page. Not a test: it prints figures (the budget itself
// is checked by `pnpm test`, tooling/scripts/budgets.mjs).
//   pnpm --filter @platform/api build && pnpm --filter @platform/player build
//   pnpm --filter @platform/player benchmark          (VERBOSE=1: every file)
import {
  describe,
  firstVisit,
  launchChromium,
  serveBuilds,
} from '@platform/playwright-config/first-visit';

const { urls, stop } = await serveBuilds(['player']);
try {
  const browser = await launchChromium();
  const tile = '[data-testid="game-tile"]';
  const home = await firstVisit(browser, `${urls.player}/`, { ready: tile });
  const lobby = await firstVisit(browser, `${urls.player}/rng`, { ready: tile });
  const promotions = await firstVisit(browser, `${urls.player}/promotions`, {
    ready: '[data-testid="promotion-list"] li',
  });
  const phone = await firstVisit(browser, `${urls.player}/`, {
    ready: tile,
    viewport: { width: 375, height: 812 },
  });
  await browser.close();
  console.log(
    'First visit (production build served by vite preview with its precompressed files, EN, 1440 px unless said):',
  );
  for (const [name, r] of [
    ['/', home],
    ['/rng', lobby],
    ['/promotions', promotions],
    ['/ at 375 px', phone],
  ]) {
    console.log(describe(name, r));
    if (process.env.VERBOSE)
      for (const f of r.files)
        console.log(`  ${(f.served / 1024).toFixed(1).padStart(6)} KB  ${f.name}`);
  }
  console.log(`DOM nodes of the /rng lobby page: ${lobby.nodes}`);
  console.log(`DOM nodes of the home page: ${home.nodes}`);
} finally {
  stop();
}
