// The merchant's reward configuration: what a promotion or activity claim pays (reward_rules)
// and its missions. Both are configuration tables (their writes advance config_version), read
// through the per-process configuration cache.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { missions, rewardRules } from '../../db/schema/rewards';

export type RewardRule = typeof rewardRules.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;

/** The rules of a merchant by `<kind>:<key>` (kind promotion or activity). */
export function rulesOf(db: Db, merchantId: number): Promise<ReadonlyMap<string, RewardRule>> {
  return configCache(db).get(`reward-rules:${merchantId}`, async () => {
    const rows = await db.select().from(rewardRules).where(eq(rewardRules.merchantId, merchantId));
    return new Map(rows.map((r) => [`${r.sourceKind}:${r.sourceKey}`, r]));
  });
}

/** The merchant's enabled missions in their display order. */
export function missionsOf(db: Db, merchantId: number): Promise<readonly MissionRow[]> {
  return configCache(db).get(`missions:${merchantId}`, () =>
    db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
      .orderBy(asc(missions.sort), asc(missions.id)),
  );
}

/** The text of `texts` in `lang`, else English, else any; null when there is none. */
export function textIn(texts: Readonly<Record<string, string>>, lang: string): string | null {
  return texts[lang.toUpperCase()] ?? texts.EN ?? Object.values(texts)[0] ?? null;
}

/** `amount × multiple` (a decimal string with at most two decimals), rounded down. */
export function turnoverFor(amount: bigint, multiple: string): bigint {
  const [whole = '0', frac = ''] = multiple.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return (amount * hundredths) / 100n;
}

/** '10.00' -> '10', '1.50' -> '1.5' (how the multiple is shown). */
export const plainMultiple = (multiple: string): string =>
  multiple.includes('.') ? multiple.replace(/\.?0+$/, '') || '0' : multiple;
