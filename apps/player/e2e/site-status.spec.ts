import { expect, test } from '@platform/playwright-config/a11y';
import { setSiteSwitches } from './support';

test.describe('site status gate', () => {
  test.afterEach(async ({ request }) => {
    await setSiteSwitches(request, {
      maintenance: { enabled: false, title: null, info: null, endTime: null },
      regionRestriction: { blockedCountries: ['KP'], blockedIps: ['203.0.113.66'] },
    });
  });

  test.describe('with the browser in another zone than the merchant', () => {
    // The demo merchant keeps Asia/Shanghai (GMT+08:00); this browser is five hours behind UTC.
    test.use({ timezoneId: 'America/New_York' });

    test('the maintenance flag shows the maintenance screen instead of the app', async ({
      page,
      request,
    }) => {
      const endTime = Date.UTC(2030, 0, 2, 3, 4, 5);
      await setSiteSwitches(request, {
        maintenance: { enabled: true, endTime, title: null, info: null },
      });
      await page.goto('/');
      await expect(page.getByTestId('maintenance-screen')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
      await expect(page.getByText('We are upgrading our services')).toBeVisible();
      // 03:04:05 UTC is 11:04:05 for the merchant (22:04:05 the day before for this browser).
      await expect(page.getByTestId('maintenance-end')).toHaveText(
        'Expected to end at \u20662030-01-02 11:04:05 GMT+08:00\u2069',
      );
      await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
      await expect(page.getByTestId('home')).toHaveCount(0);
    });
  });

  test("the operator's own maintenance title and text win over the default texts", async ({
    page,
    request,
  }) => {
    await setSiteSwitches(request, {
      maintenance: { enabled: true, title: 'Upgrade night', info: 'Back at dawn.', endTime: null },
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Upgrade night' })).toBeVisible();
    await expect(page.getByText('Back at dawn.')).toBeVisible();
    await expect(page.getByTestId('maintenance-end')).toHaveCount(0);
  });

  test('maintenance shows in Arabic, right to left', async ({ page, request }) => {
    await setSiteSwitches(request, { maintenance: { enabled: true, title: null, info: null } });
    await page.addInitScript(() => localStorage.setItem('hisLang', 'AR'));
    await page.goto('/');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('System maintenance');
  });
});

test.describe('blocked region', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.66' } });

  test('a visitor from a blocked IP sees the region screen with their IP', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('region-blocked-screen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('Your IP address: 203.0.113.66');
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByTestId('home')).toHaveCount(0);
  });
});
