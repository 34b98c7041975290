// Loyalty in a browser: play demo slot rounds, see VIP progress move and the rebate accrue,
// claim the rebate (a double click pays once) and see the balance change and the claim in the
// rebate records. EN at 1440 px, AR at 375 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshMember, type Lang, text, useLanguage } from './cashier-support';
import { balanceCents, loginToken, menuEntry, playSlots } from './members';
import { API_URL } from './support';

const MERCHANT = { Merchant: 'demo' };
const OPERATOR = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

for (const [lang, width] of journeys) {
  test.describe(`loyalty (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('play rounds, see VIP progress and the rebate move, claim the rebate once', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const account = await freshMember(page, request, '/member/playerRank');
      const token = await loginToken(request, account, 'Fresh1234');
      const monthly = page.getByTestId('vip-monthly').getByRole('progressbar');
      await expect(page.getByTestId('vip-level')).toHaveText(lang === 'EN' ? 'Bronze' : 'برونزي');
      await expect(monthly).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByTestId('vip-benefit')).toHaveCount(5);

      // 4 x 50.00 of slots: 40 % of Silver's monthly turnover (500.00), a 1.20 rebate (0.6 %).
      await request.post(`${API_URL}/operator/adjustments`, {
        headers: { ...OPERATOR, 'Idempotency-Key': randomUUID() },
        data: { account, amount: '300.00', reason: 'loyalty journey' },
      });
      await playSlots(request, token, 4, '50.00');
      await page.reload();
      await expect(monthly).toHaveAttribute('aria-valuenow', '40');

      const entry = await menuEntry(page, width, 'manualRebate');
      await entry.click();
      await expect(page).toHaveURL(/\/member\/manualRebate$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'loyalty', 'rebate.title'),
      );
      const slots = page.locator('[data-testid="rebate-line"][data-category="RNG"]');
      await expect(slots.getByTestId('rebate-amount')).toContainText(lang === 'EN' ? '1.20' : '');
      const claim = page.getByTestId('rebate-claim');
      await expect(claim).toBeEnabled();
      await expect(
        page.getByTestId('rebate-records').getByText(text(lang, 'loyalty', 'records.empty')),
      ).toBeVisible();

      const before = await balanceCents(request, token);
      const header = page.getByTestId('header-balance');
      const shown = await header.textContent();
      await claim.dblclick();
      await expect(page.getByTestId('rebate-claimed')).toBeVisible();
      await expect(page.getByTestId('rebate-error')).toHaveCount(0);
      expect(await balanceCents(request, token)).toBe(before + 120n);
      await expect(header).not.toHaveText(shown ?? '');
      await expect(page.getByTestId('rebate-record')).toHaveCount(1);
      await expect(claim).toBeDisabled();
      await expect(page.getByText(text(lang, 'loyalty', 'rebate.nothing'))).toBeVisible();
    });
  });
}
