// A journey whose behaviour does not depend on the language runs once, in English or in
// Arabic; between them the spec's journeys cover both catalogs and both directions.
import { expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  createMember,
  expectSignedInAs,
  field,
  LANGS,
  lastMessage,
  moveServerClock,
  prepareSite,
  text,
  unique,
  useLanguage,
} from './auth-support';

test.beforeAll(async ({ request }) => prepareSite(request));
test.afterEach(async ({ request }) => moveServerClock(request, 0));

for (const lang of LANGS) {
  test.describe(`sessions (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);

    if (lang === 'EN')
      test('remember me signs back in after the browser is reopened, and not after a day', async ({
        browser,
        baseURL,
        request,
      }) => {
        const username = unique('rem');
        await createMember(request, { username, password: 'Secret123' });
        const first = await browser.newContext({ baseURL });
        const page = await first.newPage();
        await useLanguage(page, lang);
        await page.goto('/login');
        const modal = page.getByRole('dialog', { name: t('login.title') });
        await field(modal, t('fields.username')).fill(username);
        await field(modal, t('fields.password')).fill('Secret123');
        await modal.getByRole('checkbox', { name: t('login.remember') }).check();
        await modal.getByRole('button', { name: t('login.submit') }).click();
        await expect(modal).toHaveCount(0);
        const stored = await page.evaluate(() => JSON.stringify(localStorage));
        expect(stored).toContain(username);
        expect(stored).not.toContain('Secret123');
        const state = await first.storageState();
        await first.close();

        // Reopened: session storage is gone, the remember token signs in.
        const second = await browser.newContext({ baseURL, storageState: state });
        const again = await second.newPage();
        await expectSignedInAs(again, username);
        await second.close();

        // A day later (server clock moved) the token no longer works; the name is kept.
        await moveServerClock(request, 25 * 60 * 60_000);
        const third = await browser.newContext({ baseURL, storageState: state });
        const later = await third.newPage();
        await later.goto('/member');
        await expect(later).toHaveURL(/\/login$/);
        await expect(field(later.getByRole('dialog'), t('fields.username'))).toHaveValue(username);
        await third.close();
      });

    if (lang === 'AR')
      test('a sign-in from an unregistered IP is verified by an e-mail code first', async ({
        page,
        request,
      }) => {
        const username = unique('ip');
        const email = `${username}@example.test`;
        await createMember(request, {
          username,
          password: 'Secret123',
          email,
          payeeName: 'Ip Tester',
          knownIps: ['198.51.100.60'],
        });
        await page.goto('/login');
        const modal = page.getByRole('dialog', { name: t('login.title') });
        await field(modal, t('fields.username')).fill(username);
        await field(modal, t('fields.password')).fill('Secret123');
        await modal.getByRole('button', { name: t('login.submit') }).click();
        const verify = page.getByRole('dialog', { name: t('ip.title') });
        await expect(verify).toBeVisible();
        expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
        await verify.getByRole('radio', { name: t('ip.method_email') }).check();
        await verify.getByTestId('send-code').click();
        const code = codeIn(await lastMessage(request, email));
        await field(verify, t('fields.code')).fill(code);
        await verify.getByRole('button', { name: t('ip.submit') }).click();
        await expect(verify).toHaveCount(0);
        await expectSignedInAs(page, username);
      });

    if (lang === 'EN')
      test('free play opens a trial; a member page then needs a real account', async ({ page }) => {
        await page.goto('/login');
        await page
          .getByRole('dialog', { name: t('login.title') })
          .getByTestId('free-play')
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
        await page.goto('/member');
        const notice = page.getByRole('dialog', { name: t('trial.title') });
        await expect(notice).toContainText(t('trial.in_need_true_account'));
        await expect(page).toHaveURL(/\/$/);
        await notice.getByRole('button', { name: t('trial.confirm') }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('home')).toBeVisible();
      });

    if (lang === 'AR')
      test('social login through the local test provider', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: t('login.social', { provider: 'Google' }) }).click();
        await expect(page).toHaveURL(/\/oauth-test\/authorize\?/);
        const email = `${unique('soc')}@example.test`;
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Name').fill('Sam Social');
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('dialog', { name: t('welcome.title') })).toContainText(
          'Sam Social',
        );
        await page.getByRole('button', { name: t('welcome.start') }).click();
        await page.goto('/member');
        await expect(page.getByTestId('member-center')).toContainText('Sam Social');
      });
  });
}
