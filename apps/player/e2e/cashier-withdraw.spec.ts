import { formatMoney } from '@platform/i18n';
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import {
  c,
  field,
  freshMember,
  type Lang,
  operatorAct,
  operatorAdjust,
  operatorList,
  PNG_BYTES,
  useLanguage,
} from './cashier-support';

const journeys: [Lang, number][] = [
  ['EN', 375],
  ['AR', 1440],
];

for (const [lang, width] of journeys) {
  test.describe(`withdraw (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('bind a card, set a payment password, withdraw once on a double click; the operator approves and pays out; the member confirms receipt; a not-received answer with proof opens a dispute', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await freshMember(page, request, '/');
      await operatorAdjust(request, account, '1000.00');
      await page.goto('/member/withdraw');
      const formSection = page.getByTestId('withdraw-form-section');
      await expect(formSection).toContainText(c(lang, 'withdraw.no_card'));
      // The VIP level's limits, the figures of the VIP page's benefits table (Bronze: 3
      // withdrawals and 5,000.00 a day), which the cashier enforces.
      const money = (amount: string) => formatMoney(amount, lang, { symbol: '$' });
      await expect(formSection.getByTestId('withdraw-count')).toHaveText(
        c(lang, 'withdraw.count', { used: 0, max: 3 }),
      );
      await expect(formSection.getByTestId('withdraw-amount-today')).toHaveText(
        c(lang, 'withdraw.amount_today', { used: money('0.00'), max: money('5000.00') }),
      );
      await expect(formSection.getByTestId('withdraw-vip-limits')).toHaveText(
        c(lang, 'withdraw.vip_limits', {
          level: lang === 'EN' ? 'Bronze' : 'برونزي',
          count: 3,
          amount: money('5000.00'),
        }),
      );

      // Bind a card: bank from the list, the holder, the number (shown masked afterwards).
      const cards = page.getByTestId('bank-cards');
      await cards.getByTestId('bind-card').click();
      const bind = page.getByTestId('bind-card-form');
      await bind.getByRole('button', { name: c(lang, 'cards.bind') }).click();
      await expect(bind.getByText(c(lang, 'cards.bank_required'))).toBeVisible();
      await bind.getByTestId('card-number').fill('12-34');
      await bind.getByRole('button', { name: c(lang, 'cards.bind') }).click();
      await expect(bind.getByText(c(lang, 'cards.number_invalid'))).toBeVisible();
      await expect(bind.getByTestId('card-number')).toHaveValue('12-34');
      await checkA11y(page, 'withdraw page, card form with its errors');
      await bind.getByTestId('card-bank').selectOption('CTB');
      await bind.getByTestId('card-holder').fill('Wendy Drawer');
      await bind.getByTestId('card-number').fill('6011 2233 4455 6677');
      await bind.getByRole('button', { name: c(lang, 'cards.bind') }).click();
      await expect(cards.getByTestId('bank-card')).toContainText('6677');
      await expect(cards.getByTestId('bank-card')).not.toContainText('60112233');

      // Set the payment password (6 digits).
      const password = page.getByTestId('payment-password');
      await expect(formSection).toContainText(c(lang, 'withdraw.no_password'));
      await password.getByTestId('payment-password-new').fill('12ab');
      await password.getByTestId('payment-password-confirm').fill('12ab');
      await password.getByRole('button', { name: c(lang, 'password.set') }).click();
      await expect(password.getByText(c(lang, 'password.rule')).first()).toBeVisible();
      await password.getByTestId('payment-password-new').fill('246810');
      await password.getByTestId('payment-password-confirm').fill('246810');
      await password.getByRole('button', { name: c(lang, 'password.set') }).click();
      await expect(password).toContainText(c(lang, 'password.is_set'));

      // Withdraw: over the balance is refused in the form; then 100 with a double click.
      const form = page.getByTestId('withdraw-form');
      await form.getByTestId('withdraw-amount').fill('1000.01');
      await form.getByTestId('withdraw-password').fill('246810');
      await form.getByTestId('withdraw-submit').click();
      await expect(
        form.getByText(c(lang, 'amount.balance', { balance: '' }).split('(')[0]!.trim()),
      ).toBeVisible();
      await expect(form.getByTestId('withdraw-amount')).toHaveValue('1000.01');
      await form.getByTestId('withdraw-amount').fill('100.00');
      await form.getByTestId('withdraw-password').fill('000000');
      await form.getByTestId('withdraw-submit').click();
      await expect(form.getByText(c(lang, 'errors.payment_password_invalid'))).toBeVisible();
      await form.getByTestId('withdraw-password').fill('246810');
      await form.getByTestId('withdraw-submit').dblclick();
      await expect(form.getByRole('status')).toBeVisible();
      const list = page.getByTestId('withdrawal-list');
      await expect(list.getByTestId('withdrawal-row')).toHaveCount(1);
      await expect(list.getByTestId('withdrawal-row')).toHaveAttribute('data-status', 'pending');
      expect(await operatorList(request, 'withdrawals', account)).toHaveLength(1);
      await expect(page.getByTestId('header-balance')).toContainText('900.00');

      // The operator approves and pays out; the member says it arrived.
      const [first] = await operatorList(request, 'withdrawals', account);
      await operatorAct(request, 'withdrawals', first!.id, 'approve');
      await operatorAct(request, 'withdrawals', first!.id, 'disburse');
      const row = list.getByTestId('withdrawal-row').first();
      await expect(row).toHaveAttribute('data-status', 'disbursed', { timeout: 20_000 });
      await row.getByTestId('receipt-received').check();
      await row.getByTestId('receipt-submit').click();
      await expect(row).toHaveAttribute('data-status', 'received');

      // A second withdrawal that does not arrive: proof is required, only PNG or JPG.
      await form.getByTestId('withdraw-amount').fill('50');
      await form.getByTestId('withdraw-password').fill('246810');
      await form.getByTestId('withdraw-submit').click();
      await expect(list.getByTestId('withdrawal-row')).toHaveCount(2);
      const second = (await operatorList(request, 'withdrawals', account)).find(
        (w) => w.status === 'pending',
      );
      await operatorAct(request, 'withdrawals', second!.id, 'approve');
      await operatorAct(request, 'withdrawals', second!.id, 'disburse');
      const open = list.locator('[data-testid="withdrawal-row"][data-status="disbursed"]');
      await expect(open).toHaveCount(1, { timeout: 20_000 });
      await open.getByTestId('receipt-not_received').check();
      await open.getByTestId('receipt-submit').click();
      await expect(open.getByText(c(lang, 'receipt.proof_required'))).toBeVisible();
      await open.getByTestId('receipt-file').setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await expect(
        open.getByText(c(lang, 'receipt.image_type', { name: 'fake.png' })),
      ).toBeVisible();
      await open.getByTestId('receipt-file').setInputFiles({
        name: 'proof.png',
        mimeType: 'image/png',
        buffer: PNG_BYTES,
      });
      await expect(open.getByRole('img', { name: 'proof.png' })).toBeVisible();
      await field(open, c(lang, 'receipt.comment')).fill('Nothing arrived');
      await open.getByTestId('receipt-submit').click();
      const disputed = list.locator('[data-testid="withdrawal-row"][data-status="disputed"]');
      await expect(disputed).toContainText(c(lang, 'receipt.dispute'));
      expect(
        (await operatorList(request, 'withdrawals', account)).map((w) => w.status).sort(),
      ).toEqual(['disputed', 'received']);
    });
  });
}
