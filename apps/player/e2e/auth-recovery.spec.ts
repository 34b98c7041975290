// A journey whose behaviour does not depend on the language runs once, in English or in
// Arabic; between them the spec's journeys cover both catalogs and both directions.
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  createMember,
  expectSignedInAs,
  field,
  LANGS,
  lastMessage,
  prepareSite,
  randomMobile,
  signInByKeyboard,
  text,
  unique,
  useLanguage,
} from './auth-support';

test.beforeAll(async ({ request }) => prepareSite(request));

for (const lang of LANGS) {
  test.describe(`passwords (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);

    async function forcedChange(page: Page, newPassword: string) {
      const modal = page.getByRole('dialog', { name: t('change_password.forced_title') });
      await expect(modal).toBeVisible();
      await expect(field(modal, t('fields.old_password'))).toHaveCount(0);
      await expect(modal.getByRole('button', { name: t('common.close') })).toHaveCount(0);
      await field(modal, t('fields.new_password')).fill(newPassword);
      await field(modal, t('fields.confirm_new_password')).fill(newPassword);
      await modal.getByRole('button', { name: t('change_password.submit') }).click();
      await expect(modal).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    }

    if (lang === 'EN')
      test('the weak default password forces a change without the old one', async ({
        page,
        request,
      }) => {
        const username = lang === 'EN' ? 'demonewbie' : unique('weak');
        if (lang !== 'EN') await createMember(request, { username, password: 'Aa123456' });
        await signInByKeyboard(page, lang, username, 'Aa123456');
        await forcedChange(page, 'Better123');
        await expectSignedInAs(page, username);
        // The forced flag is gone: a reload shows no popup.
        await page.reload();
        await expect(page.getByTestId('member-center')).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

    if (lang === 'AR')
      test('change password from the member centre: a failure keeps the popup, success signs in again', async ({
        page,
        request,
      }) => {
        const username = unique('chg');
        await createMember(request, { username, password: 'Secret123' });
        await signInByKeyboard(page, lang, username, 'Secret123');
        await page.goto('/member');
        await page.getByRole('button', { name: t('member.change_password') }).click();
        const modal = page.getByRole('dialog', { name: t('change_password.title') });
        await field(modal, t('fields.old_password')).fill('NotMine123');
        await field(modal, t('fields.new_password')).fill('Other1234');
        await field(modal, t('fields.confirm_new_password')).fill('Other1234');
        await modal.getByRole('button', { name: t('change_password.submit') }).click();
        const warning = page.getByRole('dialog', { name: t('common.warning') });
        await expect(warning).toContainText(text(lang, 'auth', 'errors.account.old_password'));
        await warning.getByRole('button', { name: t('common.confirm') }).click();
        await expect(field(modal, t('fields.new_password'))).toHaveValue('Other1234');
        await field(modal, t('fields.old_password')).fill('Secret123');
        await modal.getByRole('button', { name: t('change_password.submit') }).click();
        await expect(modal).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        await expectSignedInAs(page, username);
      });

    if (lang === 'EN')
      test('forgot by e-mail: the same popup either way; the mailed temporary password forces a change', async ({
        page,
        request,
      }) => {
        const username = unique('mail');
        const email = `${username}@example.test`;
        await createMember(request, { username, password: 'Secret123', email });
        await page.goto('/forget');
        const modal = page.getByRole('dialog', { name: t('forgot.title') });
        await expect(modal.getByRole('tab', { name: t('forgot.tab_mobile') })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await modal.getByRole('tab', { name: t('forgot.tab_email') }).click();
        await field(modal, t('fields.username')).fill(username);
        await field(modal, t('fields.email')).fill('not-an-email');
        await modal.getByRole('button', { name: t('forgot.submit'), exact: true }).click();
        await expect(
          modal.getByText(text(lang, 'auth', 'validation.reg_pattern_3', { range: '6 - 64' })),
        ).toBeVisible();
        await field(modal, t('fields.email')).fill(email);
        await modal.getByRole('button', { name: t('forgot.submit'), exact: true }).click();
        const sent = page.getByRole('dialog', { name: t('forgot.sent_title') });
        await expect(sent).toContainText(t('forgot.in_been_out'));
        const mail = await lastMessage(request, email);
        // The mail is in the member's language: the password follows the text before it.
        const [before = ''] = text(lang, 'platform', 'password_reset.body', {
          password: '\u0000',
        }).split('\u0000');
        const at = mail.indexOf(before);
        const temporary =
          at < 0 ? '' : (/^[^\s.،]+/.exec(mail.slice(at + before.length))?.[0] ?? '');
        expect(temporary).not.toBe('');
        await sent.getByRole('button', { name: t('forgot.back_to_login') }).click();
        await expect(page).toHaveURL(/\/login$/);
        await signInByKeyboard(page, lang, username, temporary);
        await forcedChange(page, 'Chosen123');
        await expectSignedInAs(page, username);
      });

    if (lang === 'AR')
      test('forgot by phone: code with countdown, new password, signed in', async ({
        page,
        request,
      }) => {
        const username = unique('ph');
        const mobile = randomMobile();
        await createMember(request, {
          username,
          password: 'Secret123',
          countryDialingCode: '65',
          mobileNum: mobile,
        });
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto('/forget');
        const modal = page.getByRole('dialog', { name: t('forgot.title') });
        await field(modal, t('fields.mobile')).fill(mobile);
        const send = modal.getByTestId('send-code');
        await send.click();
        await expect(send).toBeDisabled();
        const code = codeIn(await lastMessage(request, `+65${mobile}`));
        await field(modal, t('fields.code')).fill(code);
        await field(modal, t('fields.new_password')).fill('Phoned123');
        await modal.getByRole('button', { name: t('fields.show_password') }).click();
        await expect(field(modal, t('fields.new_password'))).toHaveAttribute('type', 'text');
        await modal.getByRole('button', { name: t('forgot.submit'), exact: true }).click();
        await expect(modal).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        await expectSignedInAs(page, username);
      });
  });
}
