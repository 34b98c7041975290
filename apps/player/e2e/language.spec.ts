import { expect, test } from '@platform/playwright-config/a11y';
import { API_URL } from './support';

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

test('a site configured for TY and EN offers only those two, TY by default, and stores the choice', async ({
  page,
  request,
}) => {
  const url = `${API_URL}/wps/system/status`;
  const before = (await (await request.get(url, { headers: { Merchant: 'demo' } })).json()) as {
    value: { info: { supportLanguages: string[]; defaultLang: string } };
  };
  const { supportLanguages, defaultLang } = before.value.info;
  const setLanguages = async (languages: { supportLanguages: string[]; defaultLang: string }) => {
    const response = await request.patch(`${API_URL}/dev/merchant/settings`, {
      headers: { Merchant: 'demo' },
      data: { languages },
    });
    expect(response.ok()).toBe(true);
  };
  await setLanguages({ supportLanguages: ['TY', 'EN'], defaultLang: 'TY' });
  try {
    await page.goto('/');
    const select = page.getByRole('banner').getByTestId('language-select');
    await expect(select).toHaveValue('TY');
    await expect(select.locator('option')).toHaveText(['English (TY)', 'English']);
    // TY shows the EN texts (the README's decision) and formats as English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Royal Demo');
    // A choice is stored under both keys and outlives a reload.
    const stored = () =>
      page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
    await select.selectOption('EN');
    await expect.poll(stored).toEqual(['EN', 'EN']);
    await select.selectOption('TY');
    await expect.poll(stored).toEqual(['TY', 'TY']);
    await page.reload();
    await expect(select).toHaveValue('TY');
  } finally {
    await setLanguages({ supportLanguages, defaultLang });
  }
});
