// Merchant content in the member's language (issue 26 "Content in every language"): a member
// who reads the site in Japanese sees the demo merchant's mission titles, promotion titles, VIP
// level name and help articles in Japanese, beside the translated menus.
import { expect, test } from '@playwright/test';
import { freshMember } from './cashier-support';

test('a member reading Japanese sees Japanese missions, promotions, VIP level and help', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'JA');
  });
  await freshMember(page, request, '/member/missionLeaderboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.locator('[data-mission="daily-slots-rounds"]').getByRole('heading', { level: 3 }),
  ).toHaveText('スロットを 20 回スピン');

  await page.goto('/member/playerRank');
  await expect(page.getByTestId('vip-level')).toHaveText('ブロンズ');

  await page.goto('/promotions');
  await expect(page.getByTestId('promotion-promo-welcome')).toContainText(
    '100% ウェルカムボーナス',
  );
  await expect(page.getByTestId('promotion-promo-live-cashback')).toContainText(
    'ライブカジノ キャッシュバック',
  );

  await page.goto('/help#deposit');
  const deposits = page.getByTestId('help-deposit');
  await expect(deposits.getByRole('heading', { name: '入金', exact: true })).toBeVisible();
  await expect(deposits.getByText('ウォレットを開いて「入金」を選び')).toBeVisible();
});
