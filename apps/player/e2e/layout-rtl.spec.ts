// The main screens laid out in English and in Arabic (right to left) on a 375 px phone and on
// a 320 px one: the page never scrolls sideways, no text is cut off or spills out of its box,
// and every pointer target is at least 24 by 24 px or spaced apart enough (WCAG 2.2, 2.5.8).
// One test per language; a screen with problems is attached as a screenshot to the failure.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { layoutProblems, settled } from '@platform/playwright-config/layout';
import { LANGS, useLanguage } from '@platform/playwright-config/support';
import { openAs } from './members';

const SIGNED_OUT = ['/login', '/register'];
const SIGNED_IN = [
  '/',
  '/rng',
  '/live',
  '/member',
  '/member/depositv2',
  '/member/withdraw',
  '/member/personalHistoryCopy',
  '/member/rewardCenter',
  '/promotions',
];

async function check(page: Page, path: string, info: TestInfo, problems: string[]) {
  const found = (await layoutProblems(page)).map((p) => `${path} 375px: ${p}`);
  await page.setViewportSize({ width: 320, height: 720 });
  found.push(...(await layoutProblems(page, { targets: false })).map((p) => `${path} 320px: ${p}`));
  if (found.length > 0) {
    await info.attach(`${path.replaceAll('/', '_') || 'home'}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  problems.push(...found);
}

test.use({ viewport: { width: 375, height: 812 } });

for (const lang of LANGS) {
  test(`${lang}: the main screens fit a phone, with no clipped text and no tiny targets`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    const problems: string[] = [];
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      await check(page, path, info, problems);
    }
    await openAs(page, request, 'demoplayer', '/');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
    for (const path of SIGNED_IN) {
      if (path !== '/') await page.goto(path);
      await settled(page);
      await check(page, path, info, problems);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
