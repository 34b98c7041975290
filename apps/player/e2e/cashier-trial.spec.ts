import { expect, test } from '@platform/playwright-config/a11y';
import { prepareSite } from './auth-support';
import { LANGS, text, useLanguage } from './cashier-support';

for (const lang of LANGS) {
  test(`a trial account is refused every cashier action and loads no unread count (${lang})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/CSP_unreadCount|CSP_getInbox|wallets\/balance/.test(r.url())) asked.push(r.url());
    });
    // Free play opens a trial account.
    await prepareSite(request);
    await page.goto('/login');
    await page
      .getByRole('dialog', { name: text(lang, 'auth', 'login.title') })
      .getByTestId('free-play')
      .click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-bar')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: text(lang, 'auth', 'trial.in_need_true_account') });
    for (const button of ['header-deposit', 'header-withdraw']) {
      await page.getByTestId(button).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button').click();
      await expect(dialog).toHaveCount(0);
    }
    // Typing the address is refused the same way, and the visit ends on home.
    await page.goto('/member/withdraw');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(asked).toEqual([]);
  });
}
