import { expect, test } from '@platform/playwright-config/a11y';
import { addAnnouncements, removeAnnouncements } from './content-support';

const DAY = 86_400_000;
const now = Date.now();
/** YYYY-MM-DD of the demo merchant's calendar. */
const merchantDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

// A browser thirteen hours behind the merchant: for half of each day its date is another one.
test.use({ timezoneId: 'America/New_York' });
const notices = Array.from({ length: 13 }, (_, i) => ({
  key: `e2e-n-${String(i + 1).padStart(2, '0')}`,
  type: (i % 2 === 0 ? 'PL' : 'H') as 'PL' | 'H',
  title: `Notice number ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  startDate: now - (i + 1) * DAY,
  promotionType: i === 0 ? 'new_player' : null,
}));

test.afterAll(async ({ request }) => {
  await removeAnnouncements(request, 'e2e-n-');
});

test('with one page of notices there is no paginator', async ({ page }) => {
  await page.goto('/?notices=1');
  const popup = page.getByTestId('notice-popup');
  await expect(popup.getByTestId('notice-list').getByRole('button')).toHaveCount(5);
  await expect(popup.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the notice popup pages through 13 notices 6 at a time and resets the selection', async ({
  page,
  request,
}) => {
  await removeAnnouncements(request, 'notice-');
  await addAnnouncements(request, notices);
  await page.goto('/?notices=1');
  const popup = page.getByTestId('notice-popup');
  const items = popup.getByTestId('notice-list').getByRole('button');
  const detail = popup.getByTestId('notice-detail');
  const pager = popup.getByRole('navigation', { name: 'Pages' });

  await expect(items).toHaveCount(6);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expect(items.first()).toContainText('Notice number 1');
  // The merchant's day (Asia/Shanghai), whatever the browser's zone.
  const ymd = merchantDay.format(now - DAY).replaceAll('-', '/');
  await expect(items.first()).toContainText(ymd);
  await expect(detail.getByRole('heading')).toHaveText('Notice number 1');
  await expect(detail).toContainText('Body of notice 1');
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);

  await items.nth(3).click();
  await expect(detail.getByRole('heading')).toHaveText('Notice number 4');
  await expect(detail.getByRole('button', { name: 'Go to promotions' })).toHaveCount(0);

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(items).toHaveCount(6);
  await expect(items.first()).toContainText('Notice number 7');
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expect(detail.getByRole('heading')).toHaveText('Notice number 7');

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Notice number 13');
  await expect(detail.getByRole('heading')).toHaveText('Notice number 13');
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Previous page' }).click();
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(detail.getByRole('heading')).toHaveText('Notice number 1');
  await detail.getByRole('button', { name: 'Go to promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toBeHidden();
});
