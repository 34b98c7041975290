// The merchant's loyalty rules (VIP levels, rebate rates per level and category, the minimum
// rebate claim) read through the per-process configuration cache, and the member's figures
// they are applied to: valid bets (settled stakes) per game category, in total and this month,
// and credited deposits, from the daily figures the database keeps from every bet record and
// deposit (member_bet_daily, member_daily_stats: see drizzle/0022_records_triggers.sql).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { loyaltySettings, rebateRates, vipLevels } from '../../db/schema/loyalty';
import { memberBetDaily } from '../../db/schema/records';
import { memberDailyStats } from '../../db/schema/team';
import { type DbOrTx, localDay, memberZone, readsOf } from '../kernel';

export type VipLevel = typeof vipLevels.$inferSelect;

export interface LoyaltyRules {
  /** By level, lowest first. */
  levels: readonly VipLevel[];
  /** level -> category -> percent ('0.800'). */
  rates: ReadonlyMap<number, ReadonlyMap<string, string>>;
  minClaim: bigint;
  rebateWageringMultiple: string;
}

export function loyaltyRules(db: Db, merchantId: number): Promise<LoyaltyRules> {
  return configCache(db).get(`loyalty:${merchantId}`, async () => {
    const [levels, rates, [settings]] = await readsOf(db, [
      async () =>
        db
          .select()
          .from(vipLevels)
          .where(eq(vipLevels.merchantId, merchantId))
          .orderBy(asc(vipLevels.level)),
      async () => db.select().from(rebateRates).where(eq(rebateRates.merchantId, merchantId)),
      async () =>
        db.select().from(loyaltySettings).where(eq(loyaltySettings.merchantId, merchantId)),
    ]);
    const byLevel = new Map<number, Map<string, string>>();
    for (const r of rates) {
      const m = byLevel.get(r.level) ?? new Map<string, string>();
      m.set(r.category, r.percent);
      byLevel.set(r.level, m);
    }
    return {
      levels,
      rates: byLevel,
      minClaim: settings?.rebateMinClaim ?? 0n,
      rebateWageringMultiple: settings?.rebateWageringMultiple ?? '0',
    };
  });
}

/** The rebate rates of a level: its own, else those of the highest level below it that has some. */
export function ratesOf(rules: LoyaltyRules, level: number): ReadonlyMap<string, string> {
  for (let l = level; l >= 0; l--) {
    const rates = rules.rates.get(l);
    if (rates) return rates;
  }
  return new Map();
}

/** YYYY-MM of an instant in the merchant's time zone, and the first day of that month. */
export function monthOf(now: number, timeZone: string): { key: string; firstDay: string } {
  const key = localDay(now, timeZone).slice(0, 7);
  return { key, firstDay: `${key}-01` };
}

/** Valid bets per category since the member's first bet (minor units). */
export async function validBetsByCategory(db: DbOrTx, memberId: number) {
  const rows = await db
    .select({
      category: memberBetDaily.category,
      valid: sql<string>`coalesce(sum(${memberBetDaily.validBets}), 0)::text`,
    })
    .from(memberBetDaily)
    .where(eq(memberBetDaily.memberId, memberId))
    .groupBy(memberBetDaily.category);
  return new Map(rows.map((r) => [r.category, BigInt(r.valid)]));
}

export interface Turnover {
  total: bigint;
  monthly: bigint;
  deposits: bigint;
}

/** The member's VIP figures now: valid bets in total and this month (the merchant's), deposits. */
export async function turnoverOf(
  db: DbOrTx,
  memberId: number,
  now: number,
  timeZone?: string,
): Promise<Turnover> {
  const { firstDay } = monthOf(now, timeZone ?? (await memberZone(db, memberId)));
  const [[bets], [deps]] = await readsOf(db, [
    () =>
      db
        .select({
          total: sql<string>`coalesce(sum(${memberBetDaily.validBets}), 0)::text`,
          monthly: sql<string>`coalesce(sum(${memberBetDaily.validBets}) filter (where ${memberBetDaily.day} >= ${firstDay}), 0)::text`,
        })
        .from(memberBetDaily)
        .where(eq(memberBetDaily.memberId, memberId)),
    () =>
      db
        .select({ deposits: sql<string>`coalesce(sum(${memberDailyStats.deposits}), 0)::text` })
        .from(memberDailyStats)
        .where(eq(memberDailyStats.memberId, memberId)),
  ]);
  return {
    total: BigInt(bets?.total ?? '0'),
    monthly: BigInt(bets?.monthly ?? '0'),
    deposits: BigInt(deps?.deposits ?? '0'),
  };
}

/** Whether figures reach a level: total or monthly turnover, and deposits. */
export const qualifies = (l: VipLevel, t: Turnover) =>
  (t.total >= l.totalTurnover || t.monthly >= l.monthlyTurnover) && t.deposits >= l.deposits;

/** The highest level the figures reach (0 when the merchant has no levels). */
export function levelFor(rules: LoyaltyRules, t: Turnover): number {
  let level = 0;
  for (const l of rules.levels) if (qualifies(l, t)) level = Math.max(level, l.level);
  return level;
}

/** Percent ('0.800') times minor units, rounded down to a minor unit. */
export function rebateOf(validBet: bigint, percent: string): bigint {
  const [whole = '0', frac = ''] = percent.split('.');
  const thousandths = BigInt(whole) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3));
  return (validBet * thousandths) / 100_000n;
}

/** '0.800' -> '0.8'. */
export const plainPercent = (p: string): string =>
  p.includes('.') ? p.replace(/\.?0+$/, '') || '0' : p;
