import { expect, test } from '@platform/playwright-config/a11y';

test('/help#term opens the help centre at the terms', async ({ page }) => {
  await page.goto('/help#term');
  const terms = page.getByTestId('help-term');
  await expect(terms.getByRole('heading', { name: 'Terms and conditions' })).toBeInViewport();
  await expect(terms.getByText('You must be at least 18 years old')).toBeVisible();
});

test('/help opens at the top with every topic', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInViewport();
  const nav = page.getByRole('navigation', { name: 'Help topics' });
  await expect(nav.getByRole('link')).toHaveText([
    'Terms and conditions',
    'About us',
    'Deposits',
    'Withdrawals',
    'Games',
    'Frequently asked questions',
    'Privacy policy',
  ]);
  await nav.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page).toHaveURL(/\/help#withdraw$/);
  await expect(
    page.getByTestId('help-withdraw').getByRole('heading', { name: 'Withdrawals' }),
  ).toBeInViewport();
});

test('the help modal opens from anywhere at an article (?help=term) and in the interface language', async ({
  page,
}) => {
  await page.goto('/?help=term');
  const modal = page.getByTestId('help-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Terms and conditions' })).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.addInitScript(() => localStorage.setItem('hisLang', 'AR'));
  await page.goto('/?help=privacy');
  await expect(modal.getByRole('heading', { name: 'سياسة الخصوصية' })).toBeInViewport();
});
