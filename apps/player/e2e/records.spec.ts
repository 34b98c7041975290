// The member's records in a browser: play rounds of the demo slot, then find them in the bet
// records and the transactions, with totals that match what was played, a round's and a
// transaction's detail, a refused custom period that keeps what was typed, and the rounds'
// net in the personal profit.
import { expect, type Page, test } from '@playwright/test';
import { freshMember, type Lang, operatorAdjust, text, useLanguage } from './cashier-support';
import { cents } from './members';

const r = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, 'records', key, vars);

const journeys: [Lang, number][] = [
  ['EN', 1440],
  ['AR', 375],
];

/** Opens a member centre page through its menu (a drawer at phone width). */
async function openFromMenu(page: Page, key: string, wide: boolean) {
  if (!wide) await page.getByTestId('member-menu-button').click();
  const menu = wide ? page.getByTestId('member-menu') : page.getByTestId('member-drawer');
  await menu.locator(`[data-menu="${key}"]`).click();
}

/** A shown amount (maybe signed, with grouping) in cents. */
const signedCents = (shown: string): bigint => {
  const value = cents(shown.replace(/[^0-9.]/g, ''));
  return /[-\u2212]/.test(shown) ? -value : value;
};

const amountOf = async (page: Page, testId: string) =>
  signedCents((await page.getByTestId(testId).textContent()) ?? '');

for (const [lang, width] of journeys) {
  const wide = width > 767;
  test.describe(`records (${lang}, ${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width, height: wide ? 900 : 812 });
    });

    test('play rounds, then find them in bet records and transactions with matching totals', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await freshMember(page, request, '/');
      await operatorAdjust(request, account, '200.00');

      // Play the demo slot a few times.
      await page.goto('/rng?vassalage=PG');
      await page.getByTestId('game-tile').first().getByTestId('game-play').click();
      const game = page.frameLocator('[data-testid="game-frame"]');
      const rounds = 4;
      for (let i = 0; i < rounds; i++) {
        await game.getByTestId('demo-play').click();
        await expect(game.getByTestId('demo-history').locator('li')).toHaveCount(i + 1);
        await expect(game.getByTestId('demo-play')).toBeEnabled();
      }
      const played = await game
        .getByTestId('demo-history')
        .locator('li')
        .evaluateAll((els) =>
          els.map((e) => [
            e.getAttribute('data-stake') ?? '0',
            e.getAttribute('data-payout') ?? '0',
          ]),
        );
      const staked = played.reduce((s, [stake]) => s + cents(stake!), 0n);
      const paid = played.reduce((s, [, payout]) => s + cents(payout!), 0n);
      const wins = played.filter(([, payout]) => cents(payout!) > 0n).length;

      // Bet records: every round, with the period's totals.
      await page.goto('/member');
      await openFromMenu(page, 'personalHistoryCopy', wide);
      const bets = page.getByTestId('bet-records');
      await expect(bets.getByRole('heading', { name: r(lang, 'title.bets') })).toBeVisible();
      await expect(bets.getByTestId('total-count')).toHaveText(String(rounds));
      expect(await amountOf(page, 'total-stake')).toBe(staked);
      expect(await amountOf(page, 'total-win-loss')).toBe(paid - staked);
      const rows = bets.getByTestId(wide ? 'table-row' : 'record-card');
      await expect(rows).toHaveCount(rounds);

      // By keyboard: sort by stake (table) and back, then open the newest round's detail and
      // close it with Escape.
      if (wide) {
        await bets.getByTestId('sort-stake').focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/sort=stake/);
        await bets.getByTestId('sort-createdAt').focus();
        await page.keyboard.press('Enter');
        await expect(page).not.toHaveURL(/sort=/);
      }
      await (wide ? bets.getByTestId('open-bet').first() : rows.first()).focus();
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('bet-detail');
      await expect(detail.getByTestId('detail-stake')).toBeVisible();
      // The game lists its rounds newest first.
      const [lastStake, lastPayout] = played[0]!;
      expect(await amountOf(page, 'detail-win-loss')).toBe(cents(lastPayout!) - cents(lastStake!));
      await expect(detail.getByTestId('bet-movements').locator('li')).toHaveCount(
        cents(lastPayout!) > 0n ? 2 : 1,
      );
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      // A reversed custom range is refused in words, and what was typed stays.
      await page.getByTestId('period').selectOption('custom');
      await page.getByTestId('period-from').fill('2026-11-20');
      await page.getByTestId('period-to').fill('2026-11-10');
      await page.getByTestId('period-apply').click();
      await expect(page.getByTestId('period-error')).toHaveText(
        r(lang, 'errors.records_period_invalid'),
      );
      await expect(page.getByTestId('period-from')).toHaveValue('2026-11-20');
      await expect(page.getByTestId('period-to')).toHaveValue('2026-11-10');

      // Transactions: the funding, the stakes and the wins, adding up to the balance.
      await openFromMenu(page, 'transactionHistory', wide);
      const txs = page.getByTestId('transaction-history');
      await expect(txs.getByRole('heading', { name: r(lang, 'title.transactions') })).toBeVisible();
      await expect(txs.getByTestId('total-count')).toHaveText(String(1 + rounds + wins));
      expect(await amountOf(page, 'total-out')).toBe(-staked);
      expect(await amountOf(page, 'total-in')).toBe(20_000n + paid);
      expect(await amountOf(page, 'total-net')).toBe(20_000n + paid - staked);
      await txs.getByTestId('filter-kind').selectOption('stake');
      await expect(page).toHaveURL(/kind=stake/);
      const stakes = txs.getByTestId(wide ? 'table-row' : 'record-card');
      await expect(stakes).toHaveCount(rounds);

      // A stake's detail leads to its round.
      await (wide ? txs.getByTestId('open-transaction').first() : stakes.first()).click();
      const tx = page.getByTestId('transaction-detail');
      await expect(tx.getByTestId('detail-kind')).toHaveText(r(lang, 'kind.stake'));
      await tx.getByTestId('detail-round-link').click();
      await expect(page).toHaveURL(/\/member\/personalHistoryCopy\?bet=\d+/);
      await expect(page.getByTestId('bet-detail').getByTestId('detail-stake')).toBeVisible();
      await page.keyboard.press('Escape');

      // Personal profit: one game type, its chart, and the net the rounds made.
      await openFromMenu(page, 'personalProfit', wide);
      const profit = page.getByTestId('personal-profit');
      await expect(profit.getByRole('heading', { name: r(lang, 'title.profit') })).toBeVisible();
      await expect(profit.getByTestId('profit-row')).toHaveCount(1);
      await expect(profit.getByTestId('profit-chart')).toBeVisible();
      expect(await amountOf(page, 'profit-net')).toBe(paid - staked);
    });
  });
}
