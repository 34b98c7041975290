// Rewards in a browser: play rounds until a mission completes, claim it and see the balance and
// the missions badge change; claim an activity that waits for review, see it go from Applying
// to Issued once the operator approves it (through the operator API) and the money arrive; a
// reward with wagering shows the turnover left on the withdraw page and in bonus details. EN at 1440 px, AR at 375 px.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshMember, type Lang, text, useLanguage } from './cashier-support';
import { balanceCents, loginToken, menuEntry, playSlots } from './members';
import { API_URL } from './support';

const r = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'rewards', key, vars);
const MERCHANT = { Merchant: 'demo' };
const OPERATOR = { ...MERCHANT, 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };

async function approveWaiting(request: APIRequestContext, account: string) {
  const list = await request.get(`${API_URL}/operator/rewards?status=Applying&account=${account}`, {
    headers: OPERATOR,
  });
  const waiting = ((await list.json()) as { value: { content: { id: number }[] } }).value.content;
  expect(waiting).toHaveLength(1);
  const approved = await request.post(`${API_URL}/operator/rewards/${waiting[0]!.id}/approve`, {
    headers: { ...OPERATOR, 'Idempotency-Key': randomUUID() },
    data: {},
  });
  expect(approved.ok()).toBe(true);
}

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

for (const [lang, width] of journeys) {
  test.describe(`rewards (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    });

    test('a mission completed by play is claimed once; an activity claim goes from Applying to Issued after the operator approves', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await freshMember(page, request, '/member/missionLeaderboard');
      const token = await loginToken(request, account, 'Fresh1234');
      const missions = page.getByTestId('missions-list');
      const slots = missions.locator('[data-mission="daily-slots-rounds"]');
      await expect(slots).toHaveAttribute('data-state', 'IN_PROGRESS');

      // 20 slot rounds complete the daily mission: its badge and its claim appear.
      await request.post(`${API_URL}/operator/adjustments`, {
        headers: { ...OPERATOR, 'Idempotency-Key': randomUUID() },
        data: { account, amount: '100.00', reason: 'rewards journey' },
      });
      await playSlots(request, token, 20);
      await page.reload();
      await expect(slots).toHaveAttribute('data-state', 'CLAIMABLE');
      const entry = await menuEntry(page, width, 'missionLeaderboard');
      await expect(entry.getByTestId('unread-badge')).toHaveText(/1/);
      if (width < 768) await page.keyboard.press('Escape');
      const before = await balanceCents(request, token);
      const header = page.getByTestId('header-balance');
      const shown = await header.textContent();
      await slots.getByTestId('mission-claim').dblclick();
      await expect(slots.getByTestId('mission-claimed')).toBeVisible();
      await expect(slots).toHaveAttribute('data-state', 'CLAIMED');
      expect(await balanceCents(request, token)).toBe(before + 500n);
      await expect(header).not.toHaveText(shown ?? '');
      await expect(
        (await menuEntry(page, width, 'missionLeaderboard')).getByTestId('unread-badge'),
      ).toHaveCount(0);
      if (width < 768) await page.keyboard.press('Escape');
      // The leaderboard of the day has the member, highlighted.
      await page.getByTestId('board-period').getByRole('button').first().click();
      await expect(
        page.getByTestId('board-row').and(page.locator('[data-self="true"]')),
      ).toHaveCount(1);

      // Six rewards are claimable and new to the member (the raffle, five activities); opening
      // the reward centre marks them seen.
      await expect(
        (await menuEntry(page, width, 'rewardCenter')).getByTestId('unread-badge'),
      ).toHaveText(/6/);
      if (width < 768) await page.keyboard.press('Escape');
      await page.goto('/member/rewardCenter');
      await expect(
        (await menuEntry(page, width, 'rewardCenter')).getByTestId('unread-badge'),
      ).toHaveCount(0);
      if (width < 768) await page.keyboard.press('Escape');
      const lucky = page.locator('[data-offer="activity:act-lucky"]');
      await lucky.getByTestId('offer-action').click();
      await expect(lucky.getByTestId('reward-status')).toHaveText(r(lang, 'status.Applying'));
      const row = page.getByTestId('reward-records').getByTestId('reward-grant').first();
      await expect(row.getByTestId('reward-status')).toHaveText(r(lang, 'status.Applying'));
      const beforeApproval = await balanceCents(request, token);
      await approveWaiting(request, account);
      // The records look again while a claim waits; the page shows it issued.
      await expect(row.getByTestId('reward-status')).toHaveText(r(lang, 'status.Issued'), {
        timeout: 20_000,
      });
      expect(await balanceCents(request, token)).toBe(beforeApproval + 2000n);
      await page.reload();
      await expect(lucky.getByTestId('reward-status')).toHaveText(r(lang, 'status.Issued'));
      // The rewards still require turnover: the withdraw page says how much.
      await expect(page.getByTestId('wagering-remaining')).toBeVisible();
      await page.goto('/member/withdraw');
      await expect(page.getByTestId('withdraw-wagering')).toBeVisible();
      // Bonus details: both credits with their source, their total and the wagering left.
      await page.goto('/member/bonusDetails');
      const credited =
        width < 640
          ? page.getByTestId('bonus-cards').getByTestId('reward-grant')
          : page.getByTestId('bonus-row');
      await expect(credited).toHaveCount(2);
      await expect(page.getByTestId('bonus-total')).toContainText('25.00');
      await expect(page.getByTestId('bonus-remaining')).not.toContainText(/^\D*0\.00$/);
    });
  });
}
