import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';

const vendorsOf = (page: Page) =>
  page
    .getByTestId('game-center')
    .getByTestId('vendor-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor')));

test('e-sports and cockfight vendors appear under their own centres, not under sports', async ({
  page,
}) => {
  await page.goto('/sports');
  await expect(page.getByTestId('game-center').getByTestId('vendor-card').first()).toBeVisible();
  expect(await vendorsOf(page)).toEqual([
    'SB',
    'BTI',
    'GLS',
    'KOA',
    'OVT',
    'CRK',
    'VST',
    'HRC',
    'HPX',
  ]);
  await page.getByTestId('top-nav').getByRole('link', { name: 'E-sports' }).click();
  await expect(page).toHaveURL(/\/esports$/);
  await expect(page.getByTestId('game-center')).toHaveAttribute('data-category', 'ESPORTS');
  await expect
    .poll(() => vendorsOf(page))
    .toEqual(['IMES', 'TF', 'IA', 'ES_FRAG', 'ES_NEXUS', 'ES_PIXEL', 'ES_LANE', 'ES_RESPAWN']);
  await page.getByTestId('top-nav').getByRole('link', { name: 'Cockfight' }).click();
  await expect
    .poll(() => vendorsOf(page))
    .toEqual(['DS88', 'DIG', 'SV3', 'CF_PIT', 'CF_DERBY', 'CF_SPUR', 'CF_MANILA', 'CF_CEBU']);
});

test('the top navigation has home and one entry per category with vendors; no dead links', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByTestId('top-nav');
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Promotions',
    'Slots',
    'Live casino',
    'Sports',
    'E-sports',
    'Fishing',
    'Card games',
    'Cockfight',
    'Lottery',
    'E-lottery',
  ]);
  // Pages that do not exist yet (wallet pages) are not linked.
  await expect(page.locator('a[href="/member/depositv2"]')).toHaveCount(0);
});

test('the lottery centre opens the lottery page of a vendor', async ({ page }) => {
  await page.goto('/elott');
  await expect.poll(() => vendorsOf(page)).toEqual(['TCG_LOTTO_VN', 'LOTT']);
  await page.getByTestId('game-center').getByTestId('vendor-card').first().click();
  // Visitors are sent to log in first (the lottery pages are for members).
  await expect(page).toHaveURL(/\/login$/);
});
