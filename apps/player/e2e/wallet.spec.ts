import { expect, test } from '@playwright/test';
import {
  funds,
  type Lang,
  newAccount,
  openAs,
  setPaymentPassword,
  useLanguage,
  w,
} from './wallet-support';

/** A text up to where an amount is filled in (amounts are formatted per language). */
const CUT = '\u0000';
const before = (text: string) => text.split(CUT)[0]!.trim();

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

for (const [lang, width] of journeys) {
  test.describe(`wallets (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('transfer mode: bad amounts move nothing; money goes into a vendor wallet, funds a game at launch and is recalled to main', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await newAccount(request, 'transfer', { fund: '200.00' });
      await openAs(page, account, '/member/transferFund');
      const pageRoot = page.getByTestId('transfer-fund-page');
      await expect(pageRoot.getByRole('heading', { level: 1 })).toHaveText(w(lang, 'fund.title'));
      await expect(page.getByTestId('fund-main')).toContainText('200.00');
      const pg = page.locator('[data-testid="vendor-wallet"][data-vendor="PG"]');
      await expect(pg.getByTestId('vendor-balance')).toContainText('0.00');

      // Bad input: each refusal is translated and the form keeps what was typed.
      const form = page.getByTestId('transfer-form');
      const amount = form.getByTestId('transfer-amount');
      await pg.getByTestId('wallet-in').click();
      await expect(amount).toBeFocused();
      await expect(form.getByTestId('transfer-to')).toHaveValue('PG');
      for (const [typed, key] of [
        ['0', 'amount.zero'],
        ['-5', 'amount.negative'],
        ['1.234', 'amount.decimals'],
        ['2e3', 'amount.format'],
        ['200.01', 'amount.balance'],
      ] as const) {
        await amount.fill(typed);
        await form.getByTestId('transfer-submit').click();
        await expect(form.getByRole('alert').first()).toContainText(
          before(w(lang, key, { decimals: 2, balance: CUT })),
        );
        await expect(amount).toHaveValue(typed);
      }
      expect((await funds(request, account)).mainBalance).toBe('200.00');

      // Main -> PG, by keyboard: the amount field has the focus; Enter submits.
      await amount.fill('50');
      await amount.press('Enter');
      await expect(form.getByRole('status')).toBeVisible();
      await expect(pg.getByTestId('vendor-balance')).toContainText('50.00');
      await expect(page.getByTestId('fund-main')).toContainText('150.00');

      // Launching a PG game offers to move money first; the game then plays from that wallet.
      await page.goto('/rng?vassalage=PG');
      await page.getByTestId('game-play').first().click();
      const prompt = page.getByTestId('fund-wallet-prompt');
      await expect(prompt).toBeVisible();
      await expect(prompt.getByTestId('prompt-vendor-balance')).toContainText('50.00');
      await prompt.getByTestId('prompt-amount').fill('1.001');
      await prompt.getByTestId('prompt-transfer').click();
      await expect(prompt.getByRole('alert')).toHaveText(
        w(lang, 'amount.decimals', { decimals: 2 }),
      );
      await prompt.getByTestId('prompt-amount').fill('20');
      await prompt.getByTestId('prompt-transfer').click();
      await expect(page.locator('iframe')).toBeVisible();
      const during = await funds(request, account);
      expect(during.mainBalance).toBe('130.00');
      expect(during.wallets.find((x) => x.vendorCode === 'PG')?.balance).toBe('70.00');

      // Recall all: everything back in the main wallet in one action.
      await openAs(page, account, '/member/transferFund');
      await page.getByTestId('recall-all').click();
      await expect(page.getByTestId('wallets-section').getByRole('status')).toBeVisible();
      await expect(page.getByTestId('fund-main')).toContainText('200.00');
      await expect(pg.getByTestId('vendor-balance')).toContainText('0.00');
      const after = await funds(request, account);
      expect(after).toMatchObject({ totalBalance: '200.00', mainBalance: '200.00' });
      expect(after.wallets.every((x) => x.balance === '0.00')).toBe(true);
    });

    test('transfer to the upline: the range and a wrong payment password move nothing; then the agent receives it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const agent = await newAccount(request, 'demo', { type: 1, prefix: 'upa' });
      const player = await newAccount(request, 'demo', {
        fund: '100.00',
        upline: agent.username,
        prefix: 'upp',
      });
      await openAs(page, player, '/member/transferUpline');
      const root = page.getByTestId('transfer-upline-page');
      await expect(root.getByTestId('upline-account')).toHaveText(agent.username);
      // Without a payment password the page sends the member to set one.
      await expect(root.getByRole('alert')).toHaveText(w(lang, 'upline.no_password'));
      await setPaymentPassword(request, player, '482916');
      await page.reload();

      const form = page.getByTestId('upline-form');
      const amount = form.getByTestId('upline-amount');
      await amount.fill('0.50');
      await form.getByTestId('upline-password').fill('482916');
      await form.getByTestId('upline-submit').click();
      await expect(form.getByRole('alert').first()).toContainText(
        before(w(lang, 'amount.min', { min: CUT })),
      );
      await amount.fill('100.01');
      await form.getByTestId('upline-submit').click();
      await expect(form.getByRole('alert').first()).toContainText(
        before(w(lang, 'amount.balance', { balance: CUT })),
      );
      // A wrong payment password is the server's refusal, translated.
      await amount.fill('25.50');
      await form.getByTestId('upline-password').fill('000000');
      await form.getByTestId('upline-submit').click();
      await expect(form.getByRole('alert')).toHaveText(w(lang, 'errors.payment_password_invalid'));
      await expect(amount).toHaveValue('25.50');
      expect((await funds(request, player)).mainBalance).toBe('100.00');

      await form.getByTestId('upline-password').fill('482916');
      await form.getByTestId('upline-submit').click();
      await expect(form.getByRole('status')).toContainText(agent.username);
      await expect(root.getByTestId('upline-balance')).toContainText('74.50');
      expect((await funds(request, player)).mainBalance).toBe('74.50');
      expect((await funds(request, agent)).mainBalance).toBe('25.50');
    });
  });
}
