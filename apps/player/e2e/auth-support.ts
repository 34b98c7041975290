// Helpers of the account end-to-end tests: texts from the real catalogs, fixtures through
// the reference API's development endpoints (accounts, outbox, switches, clock).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tabTo } from '@platform/playwright-config/keyboard';
import { devApi, field, type Lang, text } from '@platform/playwright-config/support';
import { API_URL } from './support';

export {
  codeIn,
  field,
  LANGS,
  text,
  unique,
  useLanguage,
} from '@platform/playwright-config/support';
export type { Lang } from '@platform/playwright-config/support';

export const { devPost, createMember, lastMessage } = devApi(API_URL);

/** Fast human checks and room for many tests from one IP. */
export async function prepareSite(request: APIRequestContext): Promise<void> {
  await devPost(
    request,
    '/dev/merchant/settings',
    {
      security: { humanCheckMaxNumber: 3000, captchaAfterIpFailures: 1000, smsPerIp: 1000 },
    },
    'patch',
  );
}

/** A random valid Singapore mobile number (8 digits starting with 8 or 9), not the demo one. */
export const randomMobile = () =>
  `9${1 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export async function moveServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  await devPost(request, '/dev/clock', { offsetMs }, 'put');
}

/** Signs in through the login popup with the keyboard only. */
export async function signInByKeyboard(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  const user = field(page, text(lang, 'auth', 'fields.username'));
  await expect(user).toBeVisible();
  await tabTo(page, user, 10);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') })).toHaveCount(
    0,
  );
}

/** The member centre shows who is signed in. */
export async function expectSignedInAs(page: Page, account: string): Promise<void> {
  await page.goto('/member');
  await expect(page.getByTestId('member-center')).toContainText(account);
}
