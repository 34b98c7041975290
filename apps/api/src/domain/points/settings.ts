// A merchant's points rules: the rate at which each game category's valid bets earn points,
// and the rate at which points convert to balance. Read once per database and merchant
// through the configuration cache (an operator's change invalidates it).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { pointSettings } from '../../db/schema/points';
import type { DbOrTx } from '../kernel';

/** Rates are points per 1.00 of valid bet with up to four decimals, kept as 1/10,000ths. */
export const RATE_SCALE = 10_000n;
/** A point's fraction carried between accruals is kept in millionths. */
export const RESIDUE_SCALE = 1_000_000n;

export interface PointRules {
  /** Per category: points per 1.00 of valid bet, in 1/10,000ths of a point. */
  rates: ReadonlyMap<string, bigint>;
  /** The rates as the merchant wrote them (for the wire). */
  rateTexts: Readonly<Record<string, string>>;
  conversionPoints: bigint;
  /** Minor units that `conversionPoints` points buy. */
  conversionAmount: bigint;
  minConvertPoints: bigint;
  /** Conversions take multiples of this many points, so the amount is always exact. */
  step: bigint;
}

const RATE = /^([0-9]{1,6})(?:\.([0-9]{1,4}))?$/;

/** '1.25' -> 12500n (1/10,000ths); null when it is not such a decimal. */
export function parseRate(text: string): bigint | null {
  const m = RATE.exec(text.trim());
  if (!m) return null;
  const [, whole = '0', frac = ''] = m;
  return BigInt(whole) * RATE_SCALE + BigInt(frac.padEnd(4, '0'));
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

const NO_RULES: PointRules = {
  rates: new Map(),
  rateTexts: {},
  conversionPoints: 100n,
  conversionAmount: 0n,
  minConvertPoints: 100n,
  step: 1n,
};

async function loadRules(db: DbOrTx, merchantId: number): Promise<PointRules> {
  const [row] = await db
    .select()
    .from(pointSettings)
    .where(eq(pointSettings.merchantId, merchantId));
  if (!row) return NO_RULES;
  const rates = new Map<string, bigint>();
  const rateTexts: Record<string, string> = {};
  for (const [category, text] of Object.entries(row.earnRates)) {
    const rate = parseRate(text);
    if (rate === null) continue;
    rates.set(category, rate);
    rateTexts[category] = text;
  }
  const points = BigInt(Math.max(1, row.conversionPoints));
  const amount = row.conversionAmount > 0n ? row.conversionAmount : 0n;
  const step = amount > 0n ? points / gcd(points, amount) : 1n;
  return {
    rates,
    rateTexts,
    conversionPoints: points,
    conversionAmount: amount,
    minConvertPoints: BigInt(Math.max(1, row.minConvertPoints)),
    step,
  };
}

export function pointRules(db: Db, merchantId: number): Promise<PointRules> {
  return configCache(db).get(`point-rules:${merchantId}`, () => loadRules(db, merchantId));
}
