import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Lang, text, useLanguage } from '@platform/playwright-config/support';
import { operatorAdjust } from './cashier-support';
import { createMember, openSignedIn } from './content-support';
import { balanceCents, loginToken } from './members';
import { API_URL } from './support';

// The points mall: points earned on real demo rounds, a cash reward redeemed with the account
// password (a wrong one refused, with what was typed kept), the operator's approval paying the
// balance, and the redemption in the history and the points details. EN at 1440 px, AR at 375 px.
const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];
const OPERATOR = { Merchant: 'demo', 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
const pm = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'pointMall', key, vars);

/** Plays `rounds` slot rounds of 100.00 through the demo vendor: 100 points each. */
async function playSlots(request: APIRequestContext, token: string, rounds: number) {
  const launch = await request.get(`${API_URL}/wps/game/launchGame?nodeId=1&launchMode=GLS`, {
    headers: { Merchant: 'demo', Authorization: token },
  });
  const url = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content
    .game_url;
  const session = new URL(url, 'http://x').searchParams.get('session');
  for (let i = 0; i < rounds; i++) {
    const res = await request.post(`${API_URL}/demo-games/api/round`, {
      data: { session, roundId: `mall-${randomUUID().slice(0, 12)}`, stake: '100.00', bet: {} },
    });
    expect(res.ok()).toBe(true);
  }
}

for (const [lang, width] of journeys) {
  test.describe(`points mall (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('earn points on rounds, redeem a cash reward with the password, the operator approves, it is in the history', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { username, password } = await createMember(request, 'mall');
      await operatorAdjust(request, username, '600.00');
      const token = await loginToken(request, username, password);
      await playSlots(request, token, 5);

      await openSignedIn(page, token, '/pointMall');
      await expect(page.getByRole('heading', { level: 1, name: pm(lang, 'title') })).toBeVisible();
      await expect(page.getByTestId('points-balance')).toHaveText('500');

      // The points came from the rounds: one accrual for the slots' valid bets.
      await page.getByRole('tab', { name: pm(lang, 'tabs.details') }).click();
      const earned = page.getByTestId('points-detail-row');
      await expect(earned).toHaveCount(1);
      await expect(earned).toContainText(pm(lang, 'details.type.earn'));
      await expect(earned.getByTestId('points-detail-change')).toHaveText('+500');

      // Redeem $5 cash (450 points): a wrong password is refused and the form keeps its values.
      await page.getByRole('tab', { name: pm(lang, 'tabs.rewards') }).click();
      const card = page.getByTestId('reward-card').first();
      await card.getByRole('button').click();
      const form = page.getByTestId('redeem-form');
      await form.getByTestId('redeem-remark').fill('e2e remark');
      await form.getByTestId('redeem-password').fill('wrong-password');
      await form.getByTestId('redeem-submit').click();
      await expect(form.getByRole('alert')).toHaveText(
        pm(lang, 'errors.point_password_invalid', { attemptsLeft: 4 }),
      );
      await expect(form.getByTestId('redeem-remark')).toHaveValue('e2e remark');
      await expect(form.getByTestId('redeem-quantity')).toHaveValue('1');
      await expect(page.getByTestId('points-balance')).toHaveText('500');
      await form.getByTestId('redeem-password').fill(password);
      await form.getByTestId('redeem-submit').click();
      await expect(page.getByTestId('redeem-done')).toContainText(
        pm(lang, 'redeem.done', { points: 450 }),
      );
      await expect(page.getByTestId('points-balance')).toHaveText('50');
      await expect(page.getByTestId('points-in-process')).toHaveText('450');
      await page.getByTestId('redeem-history').click();

      // In the history, in process, with the fields of the spec.
      await expect(page).toHaveURL(/tab=history/);
      const row = page.getByTestId('redemption-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('redemption-status')).toHaveText(
        pm(lang, 'history.status.in_process'),
      );
      await expect(row.getByTestId('redemption-changed')).toContainText('-450');
      await expect(row).toContainText(pm(lang, 'history.points_balance'));
      await expect(row).toContainText('e2e remark');

      // The operator approves: $5.00 reaches the balance, the history shows it approved.
      const before = await balanceCents(request, token);
      const listed = await request.get(
        `${API_URL}/operator/pointRedemptions?account=${username}&status=in_process`,
        { headers: OPERATOR },
      );
      const id = ((await listed.json()) as { value: { content: { id: string }[] } }).value
        .content[0]?.id;
      expect(id).toBeDefined();
      const approved = await request.post(`${API_URL}/operator/pointRedemptions/${id}/approve`, {
        headers: { ...OPERATOR, 'Idempotency-Key': randomUUID() },
      });
      expect(approved.ok()).toBe(true);
      await expect(row.getByTestId('redemption-status')).toHaveText(
        pm(lang, 'history.status.approved'),
        { timeout: 15_000 },
      );
      expect(await balanceCents(request, token)).toBe(before + 500n);
      await expect(page.getByTestId('points-in-process')).toHaveText('0');
      await page.reload();
      await expect(page.getByTestId('redemption-row').getByTestId('redemption-status')).toHaveText(
        pm(lang, 'history.status.approved'),
      );
    });
  });
}
