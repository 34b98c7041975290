// Points earned on valid bets. Nothing is added to a round's transaction: when a member's
// points are read or spent, the settled stakes of their bet records are summed per game
// category and compared with what earlier accruals already turned into points
// (point_earnings); the difference earns points at the category's current rate, one points
// transaction per category, inside the caller's database transaction and under the lock of
// the member's points account (so two accruals never count a bet twice).
//
// Exactness: settled stakes only grow (a settled bet never changes), so the difference is
// never negative and every bet is counted once, whatever the order in which rounds commit.
// The fraction of a point left over is carried (in millionths) to the next accrual, so the
// points earned in a category always equal floor(valid bets x rate) while the rate stays
// the same; a new rate applies to valid bets placed after it.
import { and, eq, sql } from 'drizzle-orm';
import { betRecords } from '../../db/schema/bets';
import { pointEarnings } from '../../db/schema/points';
import { toDecimal, type Tx } from '../kernel';
import {
  type PointAccount,
  lockPointAccount,
  postPoints,
  systemPointAccount,
} from './points-ledger';
import { RESIDUE_SCALE, type PointRules } from './settings';

/** Per category: settled stakes (minor units) of the member's bet records. */
async function validBetsByCategory(tx: Tx, memberId: number): Promise<Map<string, bigint>> {
  const rows = await tx
    .select({
      category: betRecords.category,
      valid: sql<string>`coalesce(sum(${betRecords.stake}), 0)::text`,
    })
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), eq(betRecords.status, 'SETTLED')))
    .groupBy(betRecords.category);
  return new Map(rows.map((r) => [r.category, BigInt(r.valid)]));
}

export interface Accrued {
  account: PointAccount;
  /** Valid bets to date, all categories (minor units). */
  validBets: bigint;
}

/**
 * Locks the member's points account and adds the points earned since the last accrual.
 * Returns the account with its new balance.
 */
export async function accruePoints(
  tx: Tx,
  input: { merchantId: number; memberId: number; rules: PointRules; now: number },
): Promise<Accrued> {
  const { merchantId, memberId, rules, now } = input;
  let account = await lockPointAccount(tx, merchantId, memberId);
  const valid = await validBetsByCategory(tx, memberId);
  const done = new Map(
    (await tx.select().from(pointEarnings).where(eq(pointEarnings.memberId, memberId))).map((r) => [
      r.category,
      r,
    ]),
  );
  let validBets = 0n;
  let issued: number | null = null;
  for (const [category, total] of [...valid.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    validBets += total;
    const before = done.get(category);
    const delta = total - (before?.validBets ?? 0n);
    if (delta <= 0n) continue;
    const rate = rules.rates.get(category) ?? 0n;
    // Points x 10^6 = minor units x (points per 1.00 x 10^4): 100 minor units x 10^4 = 10^6.
    const scaled = (before?.residue ?? 0n) + delta * rate;
    const points = scaled / RESIDUE_SCALE;
    const residue = scaled % RESIDUE_SCALE;
    await tx
      .insert(pointEarnings)
      .values({ memberId, category, validBets: total, residue })
      .onConflictDoUpdate({
        target: [pointEarnings.memberId, pointEarnings.category],
        set: { validBets: total, residue },
      });
    if (points === 0n) continue;
    issued ??= await systemPointAccount(tx, merchantId, 'issued');
    const posted = await postPoints(tx, {
      merchantId,
      memberId,
      kind: 'earn',
      // Valid bets of a category only grow, so their total names this accrual uniquely.
      idempotencyKey: `earn:${memberId}:${category}:${total}`,
      reference: category,
      memo: { category, validBet: toDecimal(delta) },
      legs: [
        { accountId: issued, amount: -points, kind: 'system' },
        { accountId: account.id, amount: points, kind: 'member' },
      ],
      now,
    });
    const balance = posted.balances.get(account.id);
    if (balance !== undefined) account = { ...account, balance };
  }
  return { account, validBets };
}
