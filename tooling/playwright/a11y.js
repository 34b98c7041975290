// Accessibility in every end-to-end journey: `test` here is Playwright's, with an automatic
// axe-core check (WCAG 2.0/2.1/2.2 A and AA rules) of the screen each test ends on, and
// `checkA11y(page, label)` for the pages and dialogs a journey passes through. A serious or
// critical violation fails the test. The same screen (path, language, open dialog) is checked
// once per run; every check is recorded and the run's teardown prints the count.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);
const AXE_ALLOWANCE_MS = 30_000;
export const A11Y_LOG = path.join('test-results', 'a11y-checked.jsonl');

const checked = new Set();

async function screenOf(page) {
  return page.evaluate(() => {
    const open = [
      ...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'),
    ]
      .filter((el) => el.getClientRects().length > 0)
      .map(
        (el) =>
          el.getAttribute('aria-label') || el.id || el.getAttribute('data-testid') || el.tagName,
      );
    return {
      path: location.pathname,
      lang: document.documentElement.lang,
      width: innerWidth <= 640 ? 'phone' : 'wide',
      dialog: open.join('+'),
    };
  });
}

function describe(violations) {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is (with any open dialog) unless this screen was checked
 * already in the run, and fails on serious or critical violations.
 * @param {import('@playwright/test').Page} page
 * @param {string} [label]
 */
export async function checkA11y(page, label = '') {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  const screen = await screenOf(page);
  const key = `${screen.path}|${screen.lang}|${screen.width}|${screen.dialog}`;
  if (checked.has(key)) return;
  checked.add(key);
  // The check's own time is not the journey's: it gets its own allowance.
  const info = base.info();
  info.setTimeout(info.timeout + AXE_ALLOWANCE_MS);
  const started = Date.now();
  // At the top of the page: scrolled, a link passing under the sticky header counts as
  // "partially obscured" (target-size), a matter of where the journey left the scroll, not of
  // the layout. The scroll is put back afterwards.
  const scrolled = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  // Legacy mode: axe runs in the page itself. The default opens a blank page in the context
  // and injects axe there again to merge the frames' results, which doubled each check (player
  // `/` 3.4 s against 1.6 s, `/rng` 2.7 against 1.3, `/promotions` 1.9 against 1.1 on
  // 2026-12-01); what it adds is cross-origin frames, which here are only the vendors' games.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to the options
    .withTags(TAGS)
    .analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrolled).catch(() => {});
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  mkdirSync(path.dirname(A11Y_LOG), { recursive: true });
  const record = {
    ...screen,
    label,
    failing: failing.length,
    minor: results.violations.length - failing.length,
    ms: Date.now() - started,
  };
  appendFileSync(A11Y_LOG, `${JSON.stringify(record)}\n`);
  if (failing.length > 0) {
    const where = `${screen.path} (${screen.lang}${screen.dialog ? `, dialog ${screen.dialog}` : ''})`;
    throw new Error(
      `axe on ${where} ${label}: serious or critical violations\n${describe(failing)}`,
    );
  }
}

export const test = base.extend({
  axeOnExit: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && testInfo.expectedStatus === 'passed') {
        await checkA11y(page, 'end of test');
      }
    },
    { auto: true },
  ],
});

export { expect };
