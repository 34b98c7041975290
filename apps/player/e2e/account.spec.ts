// My account and responsible gaming, in English at 1440 px and Arabic at 375 px: Google
// Authenticator set up with a code computed here (then asked for at the next sign-in), a loss
// limit that refuses the next round that could pass it, and a self-exclusion that signs the
// member out and keeps them out.
import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { field, type Lang, text, useLanguage } from './auth-support';
import { operatorAdjust } from './cashier-support';
import { createMember, openSignedIn } from './content-support';
import { loginToken } from './members';

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

/** The Google Authenticator code of `secret` (base32) now: RFC 6238, SHA-1, 30 s, 6 digits. */
function totp(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Types the account and password into the login popup and submits. */
async function submitLogin(page: Page, lang: Lang, username: string, password: string) {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') });
  await field(login, text(lang, 'auth', 'fields.username')).fill(username);
  await field(login, text(lang, 'auth', 'fields.password')).fill(password);
  await field(login, text(lang, 'auth', 'fields.password')).press('Enter');
}

for (const [lang, width] of journeys) {
  const a = (key: string, vars?: Record<string, string | number>) =>
    text(lang, 'account', key, vars);

  test.describe(`my account and responsible gaming (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('sets up Google Authenticator with a computed code; the next sign-in asks for it', async ({
      page,
      request,
    }) => {
      const { username, password } = await createMember(request, 'ga');
      await openSignedIn(page, await loginToken(request, username, password), '/member');
      const google = page.getByTestId('security-google');
      await expect(google).toContainText(a('security.google_off'));
      await google.getByRole('button', { name: a('security.google_setup') }).click();
      const dialog = page.getByRole('dialog', { name: a('google.title') });
      await expect(dialog.getByRole('img', { name: a('google.qr_label') })).toBeVisible();
      const secret = ((await dialog.getByTestId('google-secret').textContent()) ?? '').replace(
        /\s/g,
        '',
      );
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // A code from another time is refused, and what was typed stays.
      // (Computed once: the 30-second step may turn between typing and checking.)
      const code = field(dialog, a('google.code'));
      const stale = totp(secret, 10);
      await code.fill(stale);
      await dialog.getByRole('button', { name: a('google.confirm') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(a('errors.google_code_invalid'));
      await expect(code).toHaveValue(stale);
      await code.fill(totp(secret));
      await dialog.getByRole('button', { name: a('google.confirm') }).click();
      await expect(dialog.getByRole('status')).toHaveText(a('google.enabled'));
      await dialog
        .getByRole('button', { name: a('close') })
        .last()
        .click();
      await expect(google).toContainText(a('security.google_on'));

      // Signed out, the next sign-in needs the code from the app.
      await page.evaluate(() => sessionStorage.removeItem('token'));
      await submitLogin(page, lang, username, password);
      const verify = page.getByRole('dialog', { name: text(lang, 'auth', 'ip.title') });
      await expect(verify).toContainText(text(lang, 'auth', 'ip.text_two_factor'));
      await field(verify, text(lang, 'auth', 'ip.google_label')).fill(totp(secret));
      await verify.getByRole('button', { name: text(lang, 'auth', 'ip.submit') }).click();
      await expect(verify).toHaveCount(0);
      await page.goto('/member');
      await expect(page.getByTestId('account-name')).toHaveText(username);
    });

    test('a daily loss limit refuses the next round that could pass it, and nothing moves', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // Rounds of the crash game aiming at 100x almost always lose (about 1 in 100 wins, which
      // gives room under a loss limit): a win starts the journey again with a new member.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const { username, password } = await createMember(request, 'loss');
        await operatorAdjust(request, username, '100.00');
        const token = await loginToken(request, username, password);
        await openSignedIn(page, token, '/member/responsibleGaming');
        const daily = page.getByTestId('limit-loss-daily');
        if (attempt === 1) {
          await daily.fill('2.005');
          await page.getByRole('button', { name: a('responsible.save_limits') }).click();
          await expect(page.getByText(a('errors.amount_decimals', { decimals: 2 }))).toBeVisible();
          await expect(daily).toHaveValue('2.005');
        }
        await daily.fill('2');
        await page.getByRole('button', { name: a('responsible.save_limits') }).click();
        await expect(page.getByTestId('play-limits').getByRole('status')).toHaveText(
          a('responsible.limits_saved'),
        );

        await page.goto('/fish');
        await page.getByTestId('game-grid').getByTestId('game-play').first().click();
        const game = page.frameLocator('[data-testid="game-frame"]');
        await game.locator('label.target input').fill('100');
        const refusal = game.getByRole('alert');
        const rounds = game.getByTestId('demo-history').locator('li');
        for (let played = 0; played < 2; played++) {
          await game.getByTestId('demo-play').click();
          await expect(rounds).toHaveCount(played + 1);
          await expect(game.getByTestId('demo-play')).toBeEnabled();
        }
        if ((await game.locator('#history li.won').count()) > 0) {
          continue;
        }
        // Two rounds of 1.00 lost: the third could take the loss past 2.00.
        const before = await game.getByTestId('demo-balance').textContent();
        await game.getByTestId('demo-play').click();
        await expect(refusal).toContainText(
          lang === 'EN' ? 'daily loss limit' : 'حد الخسارة اليومي',
        );
        await expect(rounds).toHaveCount(2);
        await expect(game.getByTestId('demo-balance')).toHaveText(before ?? '');
        return;
      }
      throw new Error('every attempt won a round');
    });

    test('a self-exclusion signs the member out and refuses the next sign-in', async ({
      page,
      request,
    }) => {
      const { username, password } = await createMember(request, 'excl');
      await openSignedIn(
        page,
        await loginToken(request, username, password),
        '/member/responsibleGaming',
      );
      const form = page.getByTestId('play-break');
      await form.getByLabel(a('responsible.exclusion')).check();
      await form.getByTestId('break-duration').selectOption('6m');
      const pass = field(form, a('responsible.password'));
      const confirm = page.getByRole('dialog', { name: a('responsible.break_confirm_title') });
      // A wrong password is refused, and nothing happens.
      await pass.fill('Wrong1234');
      await form.getByRole('button', { name: a('responsible.break_submit') }).click();
      await confirm.getByRole('button', { name: a('responsible.break_submit') }).click();
      await expect(form.getByRole('alert')).toHaveText(a('errors.password_invalid'));
      await pass.fill(password);
      await form.getByRole('button', { name: a('responsible.break_submit') }).click();
      await confirm.getByRole('button', { name: a('responsible.break_submit') }).click();
      await expect(page).toHaveURL(/\/$/);
      const started = a('responsible.break_started', { until: '' }).split('  ')[0] ?? '';
      await expect(page.getByTestId('notice-message')).toContainText(started.slice(0, 20));
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

      await submitLogin(page, lang, username, password);
      const warning = page.getByRole('dialog', { name: text(lang, 'auth', 'common.warning') });
      const refused = text(lang, 'auth', 'errors.login.play_break_exclusion', { date: '' });
      await expect(warning).toContainText(refused.slice(0, 20));
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });
  });
}
