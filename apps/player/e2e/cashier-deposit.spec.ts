import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { prepareSite, randomMobile } from './auth-support';
import {
  c,
  field,
  freshMember,
  type Lang,
  operatorAct,
  operatorList,
  shell,
  text,
  unique,
  useLanguage,
} from './cashier-support';

const CAPTCHA = 'K7P4'; // the e2e API draws every captcha with this text (DEV_FIXED_CAPTCHA)

test.beforeAll(async ({ request }) => prepareSite(request));

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

for (const [lang, width] of journeys) {
  test.describe(`deposit (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });
    const a = (key: string) => text(lang, 'auth', key);

    test('a new member pays through the demo provider: the balance and the credited message arrive without a reload', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000); // registration, a payment page and the inbox: a long journey
      // Register (username mode).
      await page.goto('/register');
      const modal = page.getByRole('dialog', { name: a('register.title') });
      await modal.getByRole('tab', { name: a('register.tab_username') }).click();
      const username = unique('dep');
      await field(modal, a('fields.username')).fill(username);
      await field(modal, a('fields.mobile')).fill(randomMobile());
      await field(modal, a('fields.password')).fill('Secret123');
      await field(modal, a('fields.confirm_password')).fill('Secret123');
      await field(modal, a('fields.payee_name')).fill('Dee Positor');
      await field(modal, a('fields.captcha')).fill(CAPTCHA);
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: a('register.submit') }).click();
      await page.getByRole('button', { name: a('welcome.start') }).click();
      await expect(page.getByTestId('header-balance')).toContainText('0.00');

      // To the deposit page: the header button, or the avatar menu at phone width.
      if (width > 640) {
        await page.getByTestId('header-deposit').click();
      } else {
        await page.getByTestId('avatar-menu').click();
        await page.getByRole('link', { name: shell(lang, 'member.deposit') }).click();
      }
      await expect(page).toHaveURL(/\/member\/depositv2$/);
      await expect(
        page.getByRole('heading', { level: 1, name: c(lang, 'deposit.title') }),
      ).toBeVisible();
      await checkA11y(page, 'deposit page');
      // The page keeps nothing of a reload: this mark survives only if the page is never reloaded.
      await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));

      // Each bad amount has its own message, and the field keeps what was typed.
      const amount = page.getByTestId('deposit-amount').first();
      const submit = page.getByTestId('deposit-submit').first();
      for (const [typed, key, vars] of [
        ['1e3', 'amount.format', {}],
        ['-20', 'amount.negative', {}],
        ['0.00', 'amount.zero', {}],
        ['10.005', 'amount.decimals', { decimals: 2 }],
      ] as const) {
        await amount.fill(typed);
        await submit.click();
        await expect(page.getByText(c(lang, key, vars))).toBeVisible();
        await expect(amount).toHaveValue(typed);
      }
      await amount.fill('250.50');
      const popupPromise = context.waitForEvent('page');
      await submit.click();
      const pay = await popupPromise;
      await expect(page.getByTestId('deposit-waiting')).toBeVisible();
      await pay.waitForLoadState();
      await expect(pay.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
      await pay.locator('button[value="pay"]').click();
      await expect(pay.getByRole('status')).toBeVisible();
      await pay.close();

      await expect(page.getByTestId('deposit-form').getByRole('status')).toContainText('250.50');
      await expect(page.getByTestId('header-balance')).toContainText('250.50');
      // The credited message: an unread badge on the avatar, then in the inbox.
      await expect(page.getByTestId('avatar-menu').getByTestId('unread-badge')).toHaveText(/1/);
      // ... and on the member centre's menu (its drawer button at phone width) and the side menu.
      if (width > 640) {
        await expect(
          page
            .getByTestId('member-menu')
            .locator('[data-menu="messageV2"]')
            .getByTestId('unread-badge'),
        ).toHaveText(/1/);
        await expect(page.getByTestId('side-messages').getByTestId('unread-badge')).toHaveText(/1/);
      } else {
        await expect(page.getByTestId('member-menu-button').getByTestId('unread-badge')).toHaveText(
          /1/,
        );
      }
      expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);

      await page.getByTestId('avatar-menu').click();
      await expect(page.getByTestId('avatar-messages').getByTestId('unread-badge')).toBeVisible();
      await page.getByTestId('avatar-messages').click();
      await expect(page).toHaveURL(/\/member\/messageV2/);
      const row = page.getByTestId('message-row').first();
      await expect(row).toHaveAttribute('data-read', 'false');
      await row.getByRole('button').first().click();
      await expect(page.getByTestId('message-open')).toContainText('250.50');
      await expect(page).toHaveURL(/open=\d+/);
      await expect(page.getByTestId('avatar-menu').getByTestId('unread-badge')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('message-row').first()).toHaveAttribute('data-read', 'true');
      // The home marquee's message icon opens the inbox for a member.
      await page.goto('/');
      await page
        .getByTestId('notice-marquee')
        .getByRole('link', { name: text(lang, 'lobby', 'notice.messages') })
        .click();
      await expect(page).toHaveURL(/\/member\/messageV2/);
      await expect(page.getByTestId('message-row').first()).toBeVisible();
      // The deposit is in the history as credited.
      await page.goto('/member/depositv2');
      await expect(page.getByTestId('deposit-row').first()).toContainText(
        c(lang, 'deposit.status.credited'),
      );
    });

    test('deposit limits: lowering applies at once and a deposit over it is refused with what is left; raising waits for the cooling-off', async ({
      page,
      request,
    }) => {
      await freshMember(page, request, '/member/depositv2');
      const limits = page.getByTestId('deposit-limits');
      await expect(limits).toContainText(c(lang, 'limits.intro', { hours: 24 }));
      await limits.getByTestId('limit-daily').fill('1e2');
      await limits.getByRole('button', { name: c(lang, 'limits.save') }).click();
      await expect(limits.getByText(c(lang, 'amount.format'))).toBeVisible();
      await expect(limits.getByTestId('limit-daily')).toHaveValue('1e2');
      await limits.getByTestId('limit-daily').fill('100');
      await limits.getByRole('button', { name: c(lang, 'limits.save') }).click();
      await expect(limits.getByText(c(lang, 'limits.saved'))).toBeVisible();
      await expect(limits.getByTestId('limit-daily-pending')).toHaveCount(0);
      // The limit in force and what it leaves (the settings as the server now has them).
      await expect(limits).toContainText('100.00');

      const form = page.getByTestId('deposit-form').first();
      await form.getByTestId('deposit-amount').fill('150');
      await form.getByTestId('deposit-submit').click();
      const error = form.locator('[data-field-error]');
      await expect(error).toContainText('100.00');
      await expect(error).toContainText(
        c(lang, 'amount.limit', { left: '§' }).split('§')[0]!.trim(),
      );
      await expect(form.getByTestId('deposit-amount')).toHaveValue('150');

      // Raising waits 24 hours: the old limit stays, the new one is announced.
      await limits.getByTestId('limit-daily').fill('500');
      await limits.getByRole('button', { name: c(lang, 'limits.save') }).click();
      await expect(limits.getByTestId('limit-daily-pending')).toContainText('500.00');
    });

    test('a bank transfer waits for the operator, who confirms it through the operator API', async ({
      page,
      request,
    }) => {
      const account = await freshMember(page, request, '/member/depositv2');
      await page.getByRole('tab', { name: c(lang, 'deposit.bank') }).click();
      const form = page.getByTestId('deposit-form').last();
      await expect(form.getByTestId('receiving-number')).toHaveText('6222000012345678');
      await form.getByTestId('deposit-submit').click();
      await expect(form.getByText(c(lang, 'deposit.depositor_required'))).toBeVisible();
      await expect(form.getByText(c(lang, 'deposit.reference_required'))).toBeVisible();
      await form.getByTestId('deposit-amount').fill('1000');
      await field(form, c(lang, 'deposit.depositor_name')).fill('Bank Payer');
      await field(form, c(lang, 'deposit.reference')).fill('REF-777');
      await form.getByTestId('deposit-submit').click();
      await expect(form.getByRole('status')).toBeVisible();
      await expect(page.getByTestId('deposit-row').first()).toContainText(
        c(lang, 'deposit.status.pending'),
      );
      const [pending] = await operatorList(request, 'deposits', account);
      expect(pending?.status).toBe('pending');
      await operatorAct(request, 'deposits', pending!.id, 'confirm');
      await page.getByTestId('refresh-balance').click();
      await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
    });
  });
}
