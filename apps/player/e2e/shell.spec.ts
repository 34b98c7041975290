import { expect, test } from '@platform/playwright-config/a11y';

test('home renders inside the header frame with a ticking clock', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('site-name')).toHaveText('Royal Demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Royal Demo');
  const clock = page.getByTestId('clock');
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
});

test('/index, /index.html and /home show home', async ({ page }) => {
  for (const path of ['/index', '/index.html', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home')).toBeVisible();
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
});

test.describe('a failed chunk', () => {
  // The lite app's service worker would fetch the chunk itself, past the page's routing.
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code fails to load shows a translated retry, not a white page', async ({
    page,
  }) => {
    await page.route(/\/assets\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await expect(page.getByText('This part of the page could not be loaded')).toBeVisible();
    await page.unroute(/\/assets\/home-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home')).toBeVisible();
  });
});
