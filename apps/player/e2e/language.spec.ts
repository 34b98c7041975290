import { expect, test } from '@playwright/test';

test('switching to Arabic sets dir="rtl", translates, and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByTestId('language-select').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Royal Demo');
  expect(
    await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]),
  ).toEqual(['AR', 'AR']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByTestId('language-select')).toHaveValue('AR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Royal Demo');

  await page.getByRole('banner').getByTestId('language-select').selectOption('CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('欢迎来到 Royal Demo');
});

test('a first load downloads the active language’s boot texts as one file, and no other language', async ({
  page,
}) => {
  const texts: string[] = [];
  page.on('request', (req) => {
    const m = /\/assets\/locales\/[^/]+\/([A-Z]{2})\/([A-Za-z-]+)\.json$/.exec(req.url());
    if (m) texts.push(m[2] === 'boot' ? m[1]! : `${m[1]}/${m[2]}`);
  });
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  // EN only, and its boot namespaces (common, errors, shell, lobby, player) in one file.
  expect(texts).toEqual(['EN']);

  await page.getByRole('banner').getByTestId('language-select').selectOption('AR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Royal Demo');
  expect(texts).toEqual(['EN', 'AR']);
});
