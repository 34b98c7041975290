// By keyboard alone, in English at desktop width and Arabic at phone width: register (a
// refused submit focuses the first invalid field, its error tied to it and announced), the
// welcome dialog keeps and returns the focus, deposit, bind a card, set a payment password,
// withdraw, then skip to the lobby's games, move through the grid and launch one. Only
// page.goto, Tab and other keys: no clicks, no fills. Every Tab stop shows a focus
// indicator (tabTo checks it). Signing in by keyboard is auth-login.spec.ts's journey.
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import {
  expectFocusTrapped,
  expectFocusVisible,
  expectSkipLink,
} from '@platform/playwright-config/keyboard';
import { field, prepareSite, randomMobile, text, unique, useLanguage } from './auth-support';
import { c, operatorAdjust, tabTo, type Lang } from './cashier-support';

const CAPTCHA = 'K7P4'; // the e2e API draws every captcha with this text (DEV_FIXED_CAPTCHA)

const RUNS: { lang: Lang; width: number; height: number }[] = [
  { lang: 'EN', width: 1440, height: 900 },
  { lang: 'AR', width: 375, height: 812 },
];

test.beforeAll(async ({ request }) => prepareSite(request));

for (const { lang, width, height } of RUNS) {
  test(`keyboard alone (${lang}, ${width} px): register, deposit, withdraw, launch a game`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await useLanguage(page, lang);
    await page.setViewportSize({ width, height });
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'auth', key, vars);
    const type = async (target: ReturnType<typeof field>, value: string) => {
      await tabTo(page, target, 30);
      await page.keyboard.type(value);
    };

    // Register: the first Tab stop is the skip link; the dialog opens on the mobile tab.
    await page.goto('/register');
    const modal = page.getByRole('dialog', { name: t('register.title') });
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByRole('tab', { selected: true }), 30);
    await page.keyboard.press('Home');
    await expect(modal.getByRole('tab', { name: t('register.tab_username') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectFocusVisible(page);
    // Submitting the empty form: the first invalid field takes the focus, marked invalid and
    // described by its error, which is announced.
    await tabTo(page, modal.getByRole('button', { name: t('register.submit') }), 40);
    await page.keyboard.press('Enter');
    const username = field(modal, t('fields.username'));
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    const errorId = await username.getAttribute('aria-describedby');
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).toHaveText(t('validation.required'));
    await expect(error).toHaveRole('alert');
    await expectFocusVisible(page);

    const account = unique('kb');
    await page.keyboard.type(account);
    await type(field(modal, t('fields.mobile')), randomMobile());
    await type(field(modal, t('fields.password')), 'Secret123');
    await type(field(modal, t('fields.confirm_password')), 'Secret123');
    await type(field(modal, t('fields.payee_name')), 'Kay Board');
    await type(field(modal, t('fields.captcha')), CAPTCHA);
    await tabTo(page, modal.getByRole('checkbox'), 10);
    await page.keyboard.press('Space');
    await expect(modal.getByRole('checkbox')).toBeChecked();
    await tabTo(page, modal.getByRole('button', { name: t('register.submit') }), 10);
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);

    // The welcome dialog keeps the focus inside until Escape, then hands it back to the page.
    const welcome = page.getByRole('dialog', { name: t('welcome.title') });
    await expect(welcome).toBeVisible();
    await expectFocusTrapped(page, welcome);
    await page.keyboard.press('Escape');
    await expect(welcome).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.matches('[data-testid="avatar-menu"], main h1') ?? false,
        ),
      )
      .toBe(true);
    await operatorAdjust(request, account, '1000.00');

    // Deposit: a bank transfer, the method tabs moved with the arrow keys (mirrored in Arabic).
    // At desktop width from the header's deposit button; on a phone by its address.
    if (width > 1000) {
      await page.goto('/');
      await tabTo(page, page.getByTestId('header-deposit'), 40);
      await page.keyboard.press('Enter');
    } else {
      await page.goto('/member/depositv2');
    }
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    const online = page.getByRole('tab', { name: c(lang, 'deposit.online') });
    await tabTo(page, online);
    await page.keyboard.press(lang === 'AR' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('tab', { name: c(lang, 'deposit.bank') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const deposit = page.getByTestId('deposit-form').last();
    await tabTo(page, deposit.getByTestId('deposit-amount'));
    await page.keyboard.type('150');
    await type(field(deposit, c(lang, 'deposit.depositor_name')), 'Kay Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('KB-1');
    await page.keyboard.press('Enter');
    await expect(deposit.getByRole('status')).toContainText('150.00');

    // Withdraw: bind a card (the bank chosen with the arrow keys), set the payment password,
    // then withdraw 100.00.
    await page.goto('/member/withdraw');
    await expectSkipLink(page, text(lang, 'common', 'nav.skip_to_content'));
    await tabTo(page, page.getByTestId('bind-card'));
    await page.keyboard.press('Enter');
    const bind = page.getByTestId('bind-card-form');
    const bank = bind.getByTestId('card-bank');
    await tabTo(page, bank, 10);
    // A closed select takes type-ahead: the first letters of a bank's name choose it.
    const firstBank = (await bank.locator('option').nth(1).textContent()) ?? '';
    await page.keyboard.type(firstBank.slice(0, 3));
    await expect(bank).not.toHaveValue('');
    await type(bind.getByTestId('card-holder'), 'Kay Board');
    await type(bind.getByTestId('card-number'), '6011 2233 4455 6677');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('bank-cards').getByTestId('bank-card')).toContainText('6677');
    const password = page.getByTestId('payment-password');
    await type(password.getByTestId('payment-password-new'), '246810');
    await type(password.getByTestId('payment-password-confirm'), '246810');
    await page.keyboard.press('Enter');
    await expect(password).toContainText(c(lang, 'password.is_set'));
    const withdraw = page.getByTestId('withdraw-form');
    await type(withdraw.getByTestId('withdraw-amount'), '100');
    await type(withdraw.getByTestId('withdraw-password'), '246810');
    await page.keyboard.press('Enter');
    await expect(withdraw.getByRole('status')).toBeVisible();
    await expect(
      page.getByTestId('withdrawal-list').getByTestId('withdrawal-row').first(),
    ).toHaveAttribute('data-status', 'pending');
    await checkA11y(page, 'withdraw page after a keyboard withdrawal');

    // The lobby: the skip link leads to the first game; Tab moves through the grid; Enter
    // launches the game.
    await page.goto('/rng?vassalage=PG');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    await tabTo(page, page.getByTestId('skip-to-games'), 10);
    await page.keyboard.press('Enter');
    await expect(tiles.first().getByTestId('game-play')).toBeFocused();
    await expectFocusVisible(page);
    await tabTo(page, tiles.nth(1).getByTestId('game-play'), 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+$/);
    await expect(
      page.frameLocator('[data-testid="game-frame"]').getByTestId('demo-balance'),
    ).toContainText('900.00');
  });
}
