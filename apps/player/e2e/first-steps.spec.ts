// What a newcomer meets first: the trial block worded once with its confirm button (and the
// free-play entry saying free play is for browsing), the app download page that leads with the
// lite app when the site has no native app, and promotions that lead somewhere. In English and
// in Arabic.
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { LANGS, type Lang, prepareSite, text, useLanguage } from './auth-support';

async function startFreePlay(page: Page, lang: Lang) {
  await page.goto('/login');
  const modal = page.getByRole('dialog', { name: text(lang, 'auth', 'login.title') });
  await expect(modal.getByTestId('free-play-hint')).toHaveText(
    text(lang, 'auth', 'login.free_play_hint'),
  );
  await expect(modal.getByTestId('free-play')).toHaveAccessibleDescription(
    text(lang, 'auth', 'login.free_play_hint'),
  );
  await modal.getByTestId('free-play').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

for (const lang of LANGS) {
  test.describe(`first steps (${lang})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('a trial account is refused games and the lottery in one wording, with a confirm button', async ({
      page,
      request,
    }) => {
      await prepareSite(request);
      await startFreePlay(page, lang);
      const refusal = text(lang, 'shell', 'errors.in_need_true_account');
      expect(text(lang, 'auth', 'trial.in_need_true_account')).toBe(refusal);

      await page.goto('/live');
      await page.getByTestId('game-grid').getByTestId('game-play').first().click();
      await expect(page.getByTestId('notice-message')).toHaveText(refusal);
      await page.getByRole('button', { name: text(lang, 'shell', 'confirm') }).click();
      await expect(page.getByTestId('notice-message')).toHaveCount(0);

      await page.goto('/seaLottery');
      const block = page.getByTestId('lottery-trial');
      await expect(block).toContainText(refusal);
      await block.getByRole('link', { name: text(lang, 'shell', 'confirm') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('with no native app the download page leads with the lite app and its install button', async ({
      page,
    }) => {
      const t = (key: string) => text(lang, 'content', key);
      await page.goto('/down');
      await expect(page.getByTestId('download-no-native')).toHaveText(t('download.no_native'));
      await expect(page.getByTestId('download-ios')).toHaveCount(0);
      await expect(page.getByTestId('download-android')).toHaveCount(0);
      const lite = page.getByTestId('download-lite');
      await expect(lite).toContainText(t('download.guide.lite_ios.step3'));
      await expect(lite).toContainText(t('download.install_manual'));
      // The browser offers the install prompt: the button appears and installs.
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
      });
      await lite.getByRole('button', { name: t('download.install') }).click();
      await expect(lite.getByRole('status')).toHaveText(t('download.installed'));
    });

    test("a promotion's detail leads to its games; the welcome bonus leads to the deposit page", async ({
      page,
    }) => {
      await page.goto('/promotions#promo-live-cashback');
      const detail = page.getByTestId('promotion-detail');
      await detail
        .getByRole('link', { name: text(lang, 'content', 'promotions.go.live_promo') })
        .click();
      await expect(page).toHaveURL(/\/live$/);
      // The welcome bonus leads to the cashier's deposit page.
      await page.goto('/promotions#promo-welcome');
      await expect(detail).toBeVisible();
      await expect(detail.getByTestId('promotion-action')).toHaveText(
        text(lang, 'content', 'promotions.go.new_player'),
      );
      await expect(detail.getByTestId('promotion-action')).toHaveAttribute(
        'href',
        /\/member\/depositv2$/,
      );
    });
  });
}
