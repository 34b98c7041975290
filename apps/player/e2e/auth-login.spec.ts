// A journey whose behaviour does not depend on the language runs once, in English or in
// Arabic; between them the spec's journeys cover both catalogs and both directions.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  createMember,
  devPost,
  field,
  lastMessage,
  randomMobile,
  expectSignedInAs,
  LANGS,
  prepareSite,
  signInByKeyboard,
  text,
  unique,
  useLanguage,
} from './auth-support';

test.beforeAll(async ({ request }) => prepareSite(request));

for (const lang of LANGS) {
  test.describe(`sign-in (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);

    test('login is a popup over home; required fields; a wrong password keeps what was typed', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByTestId('home')).toBeVisible();
      const modal = page.getByRole('dialog', { name: t('login.title') });
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: t('login.submit') }).click();
      await expect(
        modal.getByText(text(lang, 'auth', 'validation.login_required')).first(),
      ).toBeVisible();
      await checkA11y(page, 'login dialog with its errors');
      await field(modal, t('fields.username')).fill('  demoplayer  ');
      await field(modal, t('fields.password')).fill('not-the-password');
      await modal.getByRole('button', { name: t('login.submit') }).click();
      await expect(
        page.getByRole('dialog', { name: text(lang, 'auth', 'common.warning') }),
      ).toContainText(text(lang, 'auth', 'errors.login.credentials'));
      await checkA11y(page, 'warning dialog');
      await page.getByRole('button', { name: t('common.confirm') }).click();
      await expect(field(modal, t('fields.username'))).toHaveValue('  demoplayer  ');
      await expect(field(modal, t('fields.password'))).toHaveValue('not-the-password');
      // /register toggles to registration; closing goes home.
      await modal.getByRole('link', { name: t('login.register_link') }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page
        .getByRole('dialog', { name: t('register.title') })
        .getByRole('button', { name: t('common.close') })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    if (lang === 'AR')
      test('signs in by keyboard alone, shows the member, signs out after a confirmation and back in', async ({
        page,
        request,
      }) => {
        const username = unique('kb');
        await createMember(request, { username, password: 'Secret123', nickname: 'Keyboard Kim' });
        await signInByKeyboard(page, lang, username, 'Secret123');
        await expect(page).toHaveURL(/\/$/);
        await expectSignedInAs(page, username);
        expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
        await page.getByRole('button', { name: t('logout.title') }).click();
        const confirm = page.getByRole('dialog', { name: t('logout.title') });
        await expect(confirm).toContainText(t('logout.text'));
        await confirm.getByRole('button', { name: t('logout.confirm') }).click();
        await expect(page).toHaveURL(/\/$/);
        expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
        await page.goto('/member');
        await expect(page).toHaveURL(/\/login$/);
        await signInByKeyboard(page, lang, username, 'Secret123');
        await expectSignedInAs(page, username);
      });

    if (lang === 'EN')
      test('asks for a captcha after repeated failures and signs in with it', async ({
        page,
        request,
      }) => {
        const username = unique('cap');
        await createMember(request, { username, password: 'Secret123' });
        await page.goto('/login');
        const modal = page.getByRole('dialog', { name: t('login.title') });
        await field(modal, t('fields.username')).fill(username);
        for (let i = 0; i < 3; i++) {
          await field(modal, t('fields.password')).fill(`wrong${i}`);
          await modal.getByRole('button', { name: t('login.submit') }).click();
          await page.getByRole('button', { name: t('common.confirm') }).click();
        }
        const captcha = field(modal, t('fields.captcha'));
        await expect(captcha).toBeVisible();
        await expect(modal.getByTestId('captcha-image').locator('img')).toHaveAttribute(
          'src',
          /^data:image\/png;base64,/,
        );
        await field(modal, t('fields.password')).fill('Secret123');
        await modal.getByRole('button', { name: t('login.submit') }).click();
        await expect(modal.getByText(text(lang, 'auth', 'validation.required'))).toBeVisible();
        await captcha.fill('XXXX');
        await modal.getByRole('button', { name: t('login.submit') }).click();
        await expect(page.getByRole('dialog', { name: t('common.warning') })).toContainText(
          text(lang, 'auth', 'errors.login.captcha_invalid'),
        );
      });

    if (lang === 'AR')
      test('signs in with an SMS code on the SMS tab', async ({ page, request }) => {
        const username = unique('sms');
        const mobile = randomMobile();
        await createMember(request, {
          username,
          password: 'Secret123',
          countryDialingCode: '65',
          mobileNum: mobile,
        });
        await page.goto('/login');
        const modal = page.getByRole('dialog', { name: t('login.title') });
        await modal.getByRole('tab', { name: t('login.tab_sms') }).click();
        await expect(modal.getByTestId('country-picker')).toContainText('+65');
        await field(modal, t('fields.mobile')).fill('12345678');
        await modal.getByTestId('send-code').click();
        await expect(
          modal.getByText(text(lang, 'auth', 'validation.mobile_invalid')),
        ).toBeVisible();
        await field(modal, t('fields.mobile')).fill(mobile);
        await modal.getByTestId('send-code').click();
        await expect(modal.getByTestId('send-code')).toBeDisabled();
        await field(modal, t('fields.code')).fill(
          codeIn(await lastMessage(request, `+65${mobile}`)),
        );
        await modal.getByRole('button', { name: t('login.submit') }).click();
        await expect(modal).toHaveCount(0);
        await expectSignedInAs(page, username);
      });

    if (lang === 'EN')
      test('a token in the URL signs in', async ({ page, request, browser, baseURL }) => {
        const username = unique('url');
        await createMember(request, { username, password: 'Secret123' });
        await signInByKeyboard(page, lang, username, 'Secret123');
        await expect(page).toHaveURL(/\/$/);
        const token = await page.evaluate(() => sessionStorage.getItem('token'));
        const other = await browser.newContext({ baseURL });
        const fresh = await other.newPage();
        await fresh.goto(`/member?token=${encodeURIComponent(token ?? '')}`);
        await expect(fresh.getByTestId('member-center')).toContainText(username);
        expect(fresh.url()).not.toContain('token=');
        await other.close();
      });
  });
}

test('with the bot check switched on, the login form solves it and the member signs in', async ({
  page,
  request,
}) => {
  const username = unique('bot');
  await createMember(request, { username, password: 'Secret123' });
  await devPost(
    request,
    '/dev/merchant/settings',
    { security: { loginHumanCheck: true } },
    'patch',
  );
  try {
    await useLanguage(page, 'EN');
    const challenges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/captcha/altcha')) challenges.push(r.url());
    });
    await signInByKeyboard(page, 'EN', username, 'Secret123');
    await expectSignedInAs(page, username);
    expect(challenges).toHaveLength(1);
  } finally {
    await devPost(
      request,
      '/dev/merchant/settings',
      { security: { loginHumanCheck: false } },
      'patch',
    );
  }
});
