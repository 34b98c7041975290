// The dashboard's figures: per day of the merchant's calendar (its time zone), the money in
// and out, the play and its gross gaming revenue, what bonuses and rebates cost, and how many
// members registered, for today and the days before it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addDays,
  at,
  dayEnd,
  dayStart,
  localDay,
  merchantMemberMovementsByDay,
  merchantZone,
  readsOf,
  toDecimal,
} from '../kernel';

/** The ledger kinds the figures read; bonus cost is what bonuses and rebates paid out. */
const KINDS = ['deposit', 'withdrawal', 'withdrawal_return', 'bonus', 'rebate'] as const;

/** The longest history the dashboard asks for. */
const MAX_DAYS = 90;

interface DaySums {
  deposits: bigint;
  withdrawals: bigint;
  bets: number;
  turnover: bigint;
  ggr: bigint;
  bonusCost: bigint;
  newMembers: number;
}

const empty = (): DaySums => ({
  deposits: 0n,
  withdrawals: 0n,
  bets: 0,
  turnover: 0n,
  ggr: 0n,
  bonusCost: 0n,
  newMembers: 0,
});

/**
 * The figures of the last `days` days of the merchant (today last), each day from its local
 * midnight: deposits credited; withdrawals taken less those returned; bets placed and their
 * stakes; GGR, the stakes of the bets settled that day less their payouts; bonus cost, the
 * bonuses and rebates credited; and the members registered.
 */
export async function dashboardFigures(
  db: Db,
  merchantId: number,
  currency: string,
  now: number,
  days = 30,
) {
  const count = Math.min(Math.max(Math.trunc(days), 1), MAX_DAYS);
  const timeZone = await merchantZone(db, merchantId);
  const today = localDay(now, timeZone);
  const first = addDays(today, -(count - 1));
  const start = dayStart(first, timeZone);
  const end = dayEnd(today, timeZone);
  const local = (column: string) =>
    sql.raw(`to_char(${column} at time zone '${timeZone.replace(/'/g, "''")}', 'YYYY-MM-DD')`);

  const [movements, placed, settled, registered] = await readsOf(db, [
    () =>
      merchantMemberMovementsByDay(
        db,
        merchantId,
        KINDS,
        new Date(start).toISOString(),
        new Date(end).toISOString(),
        timeZone,
      ),
    () =>
      db.execute<{ day: string; bets: string; stake: string }>(sql`
        select ${local('created_at')} as day, count(*)::text as bets, sum(stake)::text as stake
          from bet_records
         where merchant_id = ${merchantId}
           and created_at >= ${at(start)} and created_at < ${at(end)}
         group by 1`),
    () =>
      db.execute<{ day: string; ggr: string }>(sql`
        select ${local('settled_at')} as day, sum(stake - payout)::text as ggr
          from bet_records
         where merchant_id = ${merchantId} and status = 'SETTLED'
           and settled_at >= ${at(start)} and settled_at < ${at(end)}
         group by 1`),
    () =>
      db.execute<{ day: string; members: string }>(sql`
        select ${local('created_at')} as day, count(*)::text as members
          from members
         where merchant_id = ${merchantId}
           and created_at >= ${at(start)} and created_at < ${at(end)}
         group by 1`),
  ]);

  const byDay = new Map<string, DaySums>();
  for (let i = 0; i < count; i++) byDay.set(addDays(first, i), empty());
  const sums = (day: string) => byDay.get(day);
  for (const row of movements) {
    const s = sums(row.day);
    if (!s) continue;
    const amount = BigInt(row.amount);
    if (row.kind === 'deposit') s.deposits += amount;
    else if (row.kind === 'withdrawal' || row.kind === 'withdrawal_return') s.withdrawals -= amount;
    else s.bonusCost += amount;
  }
  for (const row of placed.rows) {
    const s = sums(row.day);
    if (!s) continue;
    s.bets += Number(row.bets);
    s.turnover += BigInt(row.stake);
  }
  for (const row of settled.rows) {
    const s = sums(row.day);
    if (s) s.ggr += BigInt(row.ggr);
  }
  for (const row of registered.rows) {
    const s = sums(row.day);
    if (s) s.newMembers += Number(row.members);
  }

  const view = (day: string, s: DaySums) => ({
    day,
    deposits: toDecimal(s.deposits),
    withdrawals: toDecimal(s.withdrawals),
    bets: s.bets,
    turnover: toDecimal(s.turnover),
    ggr: toDecimal(s.ggr),
    bonusCost: toDecimal(s.bonusCost),
    newMembers: s.newMembers,
  });
  const series = [...byDay].map(([day, s]) => view(day, s));
  return { timeZone, currency, today: series[series.length - 1]!, days: series };
}
