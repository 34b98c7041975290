import { expect, test } from '@playwright/test';

test('switching to Arabic sets dir="rtl", translates, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByTestId('language-select').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Royal Demo');
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['AR', 'AR']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByTestId('language-select')).toHaveValue('AR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Royal Demo');

  await page.getByRole('banner').getByTestId('language-select').selectOption('CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('欢迎来到 Royal Demo');
});

test('only the active language catalogs are downloaded on first load', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (req) => {
    const m = /\/assets\/(common|errors|player|shell|lobby)-[^/]+\.js$/.exec(req.url());
    if (m) catalogs.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  // EN only: one file per boot namespace (common, errors, shell, lobby, player), none of CN or AR.
  const namespaces = catalogs.map((url) => /\/assets\/([a-z]+)-/.exec(url)?.[1]);
  expect(new Set(namespaces)).toEqual(new Set(['common', 'errors', 'shell', 'lobby', 'player']));
  expect(catalogs).toHaveLength(5);
});
