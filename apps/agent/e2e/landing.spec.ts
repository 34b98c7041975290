import { expect, test } from '@platform/playwright-config/a11y';

test('the agent console loads its landing frame at /agent', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('agent-landing')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agent centre' })).toBeVisible();
  await expect(page.getByTestId('support-hours')).toHaveText(
    'Support hours: weekdays 12:00 to 21:00',
  );
  await expect(page.getByTestId('clock')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // No player header or side menu on the agent landing.
  await expect(page.locator('header')).toHaveCount(0);
});

test('the agent landing follows the language choice, right to left in Arabic', async ({ page }) => {
  await page.goto('/agent');
  await page.getByTestId('language-select').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Agent centre');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/agent/nothing-here');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
