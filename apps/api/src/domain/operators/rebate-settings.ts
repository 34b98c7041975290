// The manual rebate rules of the console's settings screen: the rate (percent of valid bets) per
// VIP level and game category, the smallest claim and the claimed rebate's wagering. Saving
// replaces every rate; it is validated (400 in the envelope), written with its audit entry (the
// rules before and after) in one transaction, and the tables' triggers advance the config
// version, so every replica's configuration cache (db/config-cache.ts) reads the new rules within
// a second or two. After the commit the version is advanced once more (a replica that read the
// rules while the change was uncommitted drops them) and this process's cache is dropped at once.
import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { loyaltySettings, rebateRates, vipLevels } from '../../db/schema/loyalty';
import {
  badRequest,
  categoryRank,
  type DbOrTx,
  GAME_CATEGORIES,
  readsOf,
  toDecimal,
} from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';
import { amountField, multipleField, shownMultiple } from './settings-input';

export type RebateSettings = components['schemas']['OperatorRebateSettings'];

const PERCENT = /^([0-9]{1,3})(?:\.([0-9]{1,3}))?$/;
const MAX_PERCENT_THOUSANDTHS = 100_000n;

/** '0.8' -> '0.800'; null for anything that is not a percent from 0 to 100 (three decimals). */
function percentOf(value: string): string | null {
  const m = PERCENT.exec(value.trim());
  if (!m) return null;
  const thousandths = BigInt(m[1]!) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
  if (thousandths > MAX_PERCENT_THOUSANDTHS) return null;
  return `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;
}

/** The merchant's rebate rules as stored (not the cached copy). */
export async function rebateSettings(db: DbOrTx, merchantId: number): Promise<RebateSettings> {
  const [rates, [settings]] = await readsOf(db, [
    async () =>
      db
        .select()
        .from(rebateRates)
        .where(eq(rebateRates.merchantId, merchantId))
        .orderBy(asc(rebateRates.level), asc(rebateRates.category)),
    async () => db.select().from(loyaltySettings).where(eq(loyaltySettings.merchantId, merchantId)),
  ]);
  return {
    minClaim: toDecimal(settings?.rebateMinClaim ?? 0n),
    wageringMultiple: shownMultiple(settings?.rebateWageringMultiple ?? '0'),
    rates: rates
      .map((r) => ({
        level: r.level,
        category: r.category as RebateSettings['rates'][number]['category'],
        percent: percentOf(r.percent) ?? r.percent,
      }))
      .sort((a, b) => a.level - b.level || categoryRank(a.category) - categoryRank(b.category)),
  };
}

/** The rules as they will be stored; a 400 in the envelope for anything the site cannot use. */
function validated(input: RebateSettings, levels: ReadonlySet<number>) {
  const rebateMinClaim = amountField('minClaim', input.minClaim, 0n);
  const rebateWageringMultiple = multipleField('wageringMultiple', input.wageringMultiple);
  const categories = new Set<string>(GAME_CATEGORIES);
  const seen = new Set<string>();
  const rates = input.rates.map((rate, i) => {
    if (rate.level !== 0 && !levels.has(rate.level)) {
      throw badRequest(`body field "rates.${i}.level" is not a VIP level of the merchant`);
    }
    if (!categories.has(rate.category)) {
      throw badRequest(`body field "rates.${i}.category" is not a game category`);
    }
    const key = `${rate.level}:${rate.category}`;
    if (seen.has(key)) {
      throw badRequest(`body field "rates.${i}" repeats a level and category`);
    }
    seen.add(key);
    const percent = percentOf(rate.percent);
    if (percent === null) {
      throw badRequest(`body field "rates.${i}.percent" is not a percent from 0 to 100`);
    }
    return { level: rate.level, category: rate.category, percent };
  });
  return { rebateMinClaim, rebateWageringMultiple, rates };
}

/** Replaces the merchant's rebate rules, audited with the rules before and after. */
export async function setRebateSettings(
  db: Db,
  input: { merchantId: number; settings: RebateSettings; by: Operator | null; now: number },
): Promise<RebateSettings> {
  const { merchantId } = input;
  try {
    return await db.transaction(async (tx) => {
      const levels = await tx
        .select({ level: vipLevels.level })
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId));
      const values = validated(input.settings, new Set(levels.map((l) => l.level)));
      const before = await rebateSettings(tx, merchantId);
      await tx.delete(rebateRates).where(eq(rebateRates.merchantId, merchantId));
      if (values.rates.length > 0) {
        await tx.insert(rebateRates).values(values.rates.map((r) => ({ merchantId, ...r })));
      }
      const { rebateMinClaim, rebateWageringMultiple } = values;
      await tx
        .insert(loyaltySettings)
        .values({ merchantId, rebateMinClaim, rebateWageringMultiple })
        .onConflictDoUpdate({
          target: loyaltySettings.merchantId,
          set: { rebateMinClaim, rebateWageringMultiple },
        });
      const after = await rebateSettings(tx, merchantId);
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.rebates',
        target: 'settings:rebates',
        before,
        after,
        now: input.now,
      });
      return after;
    });
  } finally {
    // Committed (or not): a version step other replicas see only now, and this process's copy.
    await db.execute(sql`select nextval('config_version')`);
    configCache(db).invalidate();
  }
}
