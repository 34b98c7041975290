import { expect, test } from '@platform/playwright-config/a11y';
import {
  codeIn,
  createMember,
  field,
  LANGS,
  lastMessage,
  tabTo,
  text,
  unique,
  useLanguage,
} from './agent-support';

// The browser signs in from 127.0.0.1; these accounts only know another IP, so the sign-in
// must be verified (spec 2: login from an unregistered IP triggers extra verification).
const KNOWN_IP = '198.51.100.61';

for (const lang of LANGS) {
  test.describe(`agent sign-in from an unregistered IP (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      // Arabic runs at phone width: right to left, nothing wider than the screen.
      if (lang === 'AR') await page.setViewportSize({ width: 375, height: 812 });
    });
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);

    test('the agent verifies by an e-mail code, by keyboard alone, and lands on /agentHome', async ({
      page,
      request,
    }) => {
      const username = unique('agip');
      const email = `${username}@example.test`;
      await createMember(request, {
        username,
        password: 'Secret123',
        type: 1,
        nickname: 'Ip Agent',
        email,
        payeeName: 'Ip Agent',
        knownIps: [KNOWN_IP],
      });
      await page.goto('/agent');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
      await tabTo(page, field(page, t('fields.username')));
      await page.keyboard.type(username);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Secret123');
      await page.keyboard.press('Enter');

      const verify = page.getByRole('dialog', { name: t('ip.title') });
      await expect(verify).toBeVisible();
      await expect(verify).toContainText(t('ip.text'));
      await expect(page.getByTestId('agent-login-error')).toHaveCount(0);
      await expect(page).toHaveURL(/\/agent$/);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      // The account's methods, e-mail first; the code goes to the masked address.
      await expect(verify.getByRole('radio')).toHaveCount(2);
      await expect(verify.getByRole('radio', { name: t('ip.method_email') })).toBeChecked();
      await expect(verify.getByRole('radio', { name: t('ip.method_bank') })).toBeVisible();
      await expect(verify).toContainText(t('ip.email_to', { target: '' }).trim());
      const box = await verify.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(
        true,
      );

      await tabTo(page, verify.getByTestId('send-code'));
      await page.keyboard.press('Enter');
      const code = codeIn(await lastMessage(request, email));
      expect(code).toMatch(/^\d{6}$/);
      await tabTo(page, field(verify, t('fields.code')));
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/agentHome$/);
      await expect(verify).toHaveCount(0);
      await expect(page.getByTestId('agent-home')).toBeVisible();
      await expect(page.getByTestId('agent-name')).toContainText('Ip Agent');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    });

    test('a wrong answer is refused in the dialog; closing it leaves the agent signed out on /agent', async ({
      page,
      request,
    }) => {
      const username = unique('agbad');
      await createMember(request, {
        username,
        password: 'Secret123',
        type: 1,
        email: `${username}@example.test`,
        payeeName: 'Right Name',
        knownIps: [KNOWN_IP],
      });
      await page.goto('/agent');
      await field(page, t('fields.username')).fill(username);
      await field(page, t('fields.password')).fill('Secret123');
      await page.getByRole('button', { name: t('login.submit') }).click();
      const verify = page.getByRole('dialog', { name: t('ip.title') });
      await verify.getByRole('radio', { name: t('ip.method_bank') }).check();
      await field(verify, t('ip.bank_label')).fill('Wrong Name');
      await verify.getByRole('button', { name: t('ip.submit') }).click();
      const warning = page.getByRole('dialog', { name: t('common.warning') });
      await expect(warning).toContainText(text(lang, 'auth', 'errors.login.verify_invalid'));
      await warning.getByRole('button', { name: t('common.confirm') }).click();
      // The warning is gone and the verification dialog is in front again: Escape closes it.
      await expect(warning).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(verify).toHaveCount(0);
      await expect(page).toHaveURL(/\/agent$/);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });

    test('a player from an unregistered IP is still refused: Non-agents cannot log in', async ({
      page,
      request,
    }) => {
      const username = unique('plip');
      await createMember(request, {
        username,
        password: 'Secret123',
        email: `${username}@example.test`,
        knownIps: [KNOWN_IP],
      });
      await page.goto('/agent');
      await field(page, t('fields.username')).fill(username);
      await field(page, t('fields.password')).fill('Secret123');
      await page.getByRole('button', { name: t('login.submit') }).click();
      await expect(page.getByTestId('agent-login-error')).toHaveText(
        text(lang, 'auth', 'errors.login.not_agent'),
      );
      await expect(page.getByRole('dialog', { name: t('ip.title') })).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });
  });
}
