#!/usr/bin/env node
// Reports, for the production build (apps/agent/dist, apps/api/dist): the JavaScript (and CSS) a
// first visit to /agent downloads, as served (budget: 150 KB of JavaScript, 170 KB with the CSS;
// gzip -9 of the same files alongside), at desktop and phone width. Not a test: it prints
// figures (the budget itself is checked by `pnpm test`, tooling/scripts/budgets.mjs).
//   pnpm --filter @platform/api build && pnpm --filter @platform/agent build
//   pnpm --filter @platform/agent benchmark          (VERBOSE=1: every file)
import {
  describe,
  firstVisit,
  launchChromium,
  serveBuilds,
} from '@platform/playwright-config/first-visit';

const { urls, stop } = await serveBuilds(['agent']);
try {
  const browser = await launchChromium();
  const ready = '[data-testid="agent-login-form"]';
  const desktop = await firstVisit(browser, `${urls.agent}/agent`, { ready });
  const phone = await firstVisit(browser, `${urls.agent}/agent`, {
    ready,
    viewport: { width: 375, height: 812 },
  });
  await browser.close();
  console.log(
    'First visit (production build served by vite preview with its precompressed files, EN, 1440 px unless said):',
  );
  for (const [name, r] of [
    ['/agent', desktop],
    ['/agent at 375 px', phone],
  ]) {
    console.log(describe(name, r));
    if (process.env.VERBOSE)
      for (const f of r.files)
        console.log(`  ${(f.served / 1024).toFixed(1).padStart(6)} KB  ${f.name}`);
  }
} finally {
  stop();
}
