import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { signInByKeyboard } from './auth-support';
import {
  addAnnouncements,
  apiSignIn,
  createMember,
  openSignedIn,
  removeAnnouncements,
} from './content-support';

const PREFIX = 'e2e-pop-';

test.beforeAll(async ({ request }) => {
  await addAnnouncements(request, [
    {
      key: `${PREFIX}b`,
      type: 'PU',
      execution: 'B',
      title: 'Welcome, visitor',
      content: '<p>Sign up today for a <b>100%</b> bonus.</p>',
    },
    {
      key: `${PREFIX}a`,
      type: 'PU',
      execution: 'A',
      title: 'Members: weekend reload',
      content: '<p>Members get 10% on weekend deposits.</p>',
    },
    {
      key: `${PREFIX}f`,
      type: 'PU',
      execution: 'F',
      title: 'Your first login gift',
      content: '<p>Welcome aboard: a gift is waiting.</p>',
    },
  ]);
});
test.afterAll(async ({ request }) => {
  await removeAnnouncements(request, PREFIX);
});

const popup = (page: Page) => page.getByTestId('announcement-popup');

test('an anonymous visitor sees the B popup once per session, and the A popup only after signing in', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText('Welcome, visitor');
  await expect(page.getByRole('dialog')).not.toContainText('Members: weekend reload');
  await expect(page.getByRole('dialog')).not.toContainText('Your first login gift');
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(popup(page)).toBeHidden();

  // After a reload, the page's announcements (banners, notices, popups) have arrived once the
  // banners show; a popup closed for this session stays closed.
  await page.reload();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  await expect(popup(page)).toBeHidden();

  const { token } = await apiSignIn(request);
  await openSignedIn(page, token);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText('Members: weekend reload');
  await expect(page.getByRole('dialog')).not.toContainText('Welcome, visitor');
  await expect(page.getByRole('dialog')).not.toContainText('Your first login gift');
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  // Signed in, the page never goes network-idle (the member's event stream stays open): wait
  // for what a person sees, the banners and the member's balance.
  await page.reload();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(popup(page)).toBeHidden();
});

test('a first login shows the F popup as well', async ({ page, request }) => {
  const account = await createMember(request, 'first');
  // A visitor first dismisses the visitor popup, then signs in through the real login form:
  // the app records the platform's firstTimeLogin itself.
  await page.goto('/');
  await expect(popup(page)).toContainText('Welcome, visitor');
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await signInByKeyboard(page, 'EN', account.username, account.password);
  await expect(popup(page)).toBeVisible();
  const dialog = page.getByRole('dialog').filter({ has: popup(page) });
  await expect(dialog).toContainText('1 of 2');
  const titles = [await popup(page).locator('h2').textContent()];
  await dialog.getByRole('button', { name: 'Next' }).click();
  titles.push(await popup(page).locator('h2').textContent());
  expect(titles.sort()).toEqual(['Members: weekend reload', 'Your first login gift']);
});
