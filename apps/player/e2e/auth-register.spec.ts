// A journey whose behaviour does not depend on the language runs once, in English or in
// Arabic; between them the spec's journeys cover both catalogs and both directions.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  expectSignedInAs,
  field,
  LANGS,
  lastMessage,
  prepareSite,
  randomMobile,
  text,
  unique,
  useLanguage,
} from './auth-support';

const CAPTCHA = 'K7P4'; // the e2e API draws every captcha with this text (DEV_FIXED_CAPTCHA)

test.beforeAll(async ({ request }) => prepareSite(request));

for (const lang of LANGS) {
  test.describe(`registration (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);
    const err = (key: string) => text(lang, 'errors', key);

    test('username mode: rules inline, terms first, then signs in; the referral code fills the form', async ({
      page,
    }) => {
      await page.goto('/register?referralCode=FRIEND42');
      const modal = page.getByRole('dialog', { name: t('register.title') });
      // Mobile registration is on, so the mobile tab is the initial one.
      await expect(modal.getByRole('tab', { name: t('register.tab_mobile') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await modal.getByRole('tab', { name: t('register.tab_username') }).click();
      await expect(field(modal, t('fields.referral'))).toHaveValue('FRIEND42');
      await expect(modal.getByTestId('captcha-image').locator('img')).toHaveAttribute(
        'src',
        /^data:image\/png/,
      );
      const terms = modal.getByRole('checkbox');
      await expect(terms).not.toBeChecked();
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(modal.getByText(t('validation.terms'))).toBeVisible();
      await terms.check();
      await field(modal, t('fields.username')).fill('1bad');
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(
        modal.getByText(text(lang, 'auth', 'validation.reg_pattern_1', { range: '4 - 16' })),
      ).toBeVisible();
      await expect(modal.getByText(t('validation.required')).first()).toBeVisible();
      const username = unique('reg');
      await field(modal, t('fields.username')).fill(username);
      await field(modal, t('fields.mobile')).fill(randomMobile());
      await field(modal, t('fields.password')).fill('Secret123');
      await field(modal, t('fields.confirm_password')).fill('Secret124');
      await field(modal, t('fields.payee_name')).fill('Reggie Tester');
      await field(modal, t('fields.captcha')).fill(CAPTCHA);
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(modal.getByText(t('validation.confirm_mismatch'))).toBeVisible();
      await checkA11y(page, 'register dialog with its errors');
      await field(modal, t('fields.confirm_password')).fill('Secret123');
      await modal.getByRole('button', { name: t('register.submit') }).click();
      await expect(page.getByRole('dialog', { name: t('register.title') })).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: t('welcome.title') })).toBeVisible();
      await checkA11y(page, 'welcome dialog');
      await page.getByRole('button', { name: t('welcome.start') }).click();
      await expectSignedInAs(page, username);
    });

    if (lang === 'EN')
      test('an invalid invitation code halts with a warning; the terms link opens the help centre over the form', async ({
        page,
      }) => {
        await page.goto('/register?affiliateCode=NOSUCHCODE');
        const modal = page.getByRole('dialog', { name: t('register.title') });
        await modal.getByRole('tab', { name: t('register.tab_username') }).click();
        const username = unique('aff');
        await field(modal, t('fields.username')).fill(username);
        await field(modal, t('fields.mobile')).fill(randomMobile());
        await field(modal, t('fields.password')).fill('Secret123');
        await field(modal, t('fields.confirm_password')).fill('Secret123');
        await field(modal, t('fields.payee_name')).fill('Affi Tester');
        await field(modal, t('fields.affiliate')).fill('WRONGCODE');
        await field(modal, t('fields.captcha')).fill(CAPTCHA);
        await modal.getByRole('checkbox').check();
        await modal.getByRole('button', { name: t('register.submit') }).click();
        const warning = page.getByRole('dialog', { name: t('common.warning') });
        await expect(warning).toContainText(err('invalid_invitation'));
        await warning.getByRole('button', { name: t('common.confirm') }).click();
        await expect(field(modal, t('fields.username'))).toHaveValue(username);
        await expect(modal.getByTestId('terms-link')).toHaveAttribute('href', '/help#term');
        await modal.getByTestId('terms-link').click();
        const help = page.getByRole('dialog', { name: text(lang, 'content', 'help.title') });
        await expect(help).toBeVisible();
        await expect(help.getByTestId('help-term')).toBeInViewport();
        await help.getByRole('button', { name: text(lang, 'content', 'close') }).click();
        await expect(help).toHaveCount(0);
        await expect(field(modal, t('fields.username'))).toHaveValue(username);
        await expect(modal.getByRole('checkbox')).toBeChecked();
      });

    if (lang === 'AR')
      test('a valid invitation code from the URL hides the field', async ({ page }) => {
        await page.goto('/register?affiliateCode=ROYAL2026');
        const modal = page.getByRole('dialog', { name: t('register.title') });
        await modal.getByRole('tab', { name: t('register.tab_username') }).click();
        await expect(field(modal, t('fields.username'))).toBeVisible();
        await expect(field(modal, t('fields.affiliate'))).toHaveCount(0);
      });

    if (lang === 'EN')
      test('mobile mode: the code comes by SMS (outbox), counts down, and registers the number', async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto('/register');
        const modal = page.getByRole('dialog', { name: t('register.title') });
        const send = modal.getByTestId('send-code');
        await send.click();
        await expect(modal.getByText(t('validation.required')).first()).toBeVisible();
        const mobile = randomMobile();
        await field(modal, t('fields.mobile')).fill(mobile);
        await send.click();
        await expect(send).toBeDisabled();
        await expect(send).toHaveText(/\d/);
        const code = codeIn(await lastMessage(request, `+65${mobile}`));
        await field(modal, t('fields.code')).fill(code);
        await field(modal, t('fields.password')).fill('Secret123');
        await field(modal, t('fields.confirm_password')).fill('Secret123');
        await field(modal, t('fields.payee_name')).fill('Mobile Tester');
        await field(modal, t('fields.captcha')).fill(CAPTCHA);
        await modal.getByRole('checkbox').check();
        await modal.getByRole('button', { name: t('register.submit') }).click();
        await expect(page.getByRole('dialog', { name: t('register.title') })).toHaveCount(0);
        await page.getByRole('button', { name: t('welcome.start') }).click();
        await expectSignedInAs(page, mobile);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
      });
  });
}
