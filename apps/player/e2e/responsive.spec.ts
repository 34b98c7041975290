import { expect, test } from '@platform/playwright-config/a11y';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the side menu becomes a drawer and a bottom navigation appears', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByTestId('clock')).toBeVisible();
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(drawer).toHaveCount(0);
    // Nothing wider than the screen, on any of the pages.
    for (const path of ['/', '/live', '/rng?vassalage=PG', '/sports', '/esports']) {
      await page.goto(path);
      await expect(page.locator('main')).not.toBeEmpty();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(375);
    }
  });

  test('the lobby scrolls to the top when the route changes', async ({ page }) => {
    await page.goto('/rng');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('home')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
