// Deposit limits (responsible gaming): daily, weekly and monthly, in UTC calendar periods.
// Lowering (or adding) a limit takes effect at once; raising or removing one waits 24 hours.
// What counts against a limit: deposits pending or credited in the period.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { deposits, depositLimits } from '../../db/schema/cashier';
import { type DbOrTx, toDecimal } from '../ledger';
import { AppError } from '../shared';
import { parseAmount } from './amounts';

type DepositLimitsWire = components['schemas']['DepositLimits'];
export type Period = 'daily' | 'weekly' | 'monthly';
const PERIODS: Period[] = ['daily', 'weekly', 'monthly'];
export const COOLING_OFF_MS = 24 * 60 * 60_000;

export function periodStart(period: Period, now: number): number {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'daily') return day;
  if (period === 'weekly') return day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

interface LimitRow {
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingAt: number | null;
}

/** The member's limits, with pending changes whose cooling-off ended applied. */
async function currentLimits(
  db: DbOrTx,
  memberId: number,
  now: number,
): Promise<Record<Period, LimitRow>> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
  const out = {} as Record<Period, LimitRow>;
  for (const period of PERIODS) {
    const row = rows.find((r) => r.period === period);
    let limit: LimitRow = {
      amount: row?.amount ?? null,
      pendingAmount: row?.pendingAmount ?? null,
      pendingAt: row?.pendingAt?.getTime() ?? null,
    };
    if (limit.pendingAt !== null && limit.pendingAt <= now) {
      limit = { amount: limit.pendingAmount, pendingAmount: null, pendingAt: null };
      await db
        .update(depositLimits)
        .set({ amount: limit.amount, pendingAmount: null, pendingAt: null })
        .where(and(eq(depositLimits.memberId, memberId), eq(depositLimits.period, period)));
    }
    out[period] = limit;
  }
  return out;
}

async function usedSince(db: DbOrTx, memberId: number, since: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        inArray(deposits.status, ['pending', 'credited']),
        gte(deposits.createdAt, new Date(since)),
      ),
    );
  return BigInt(row?.total ?? '0');
}

export async function depositLimitsOf(
  db: DbOrTx,
  memberId: number,
  now: number,
): Promise<DepositLimitsWire> {
  const limits = await currentLimits(db, memberId, now);
  const wire = async (period: Period) => {
    const l = limits[period];
    const used = await usedSince(db, memberId, periodStart(period, now));
    const left = l.amount === null ? null : l.amount > used ? l.amount - used : 0n;
    return {
      amount: l.amount === null ? null : toDecimal(l.amount),
      used: toDecimal(used),
      left: left === null ? null : toDecimal(left),
      pendingAmount: l.pendingAmount === null ? null : toDecimal(l.pendingAmount),
      pendingEffectiveAt: l.pendingAt,
    };
  };
  return {
    daily: await wire('daily'),
    weekly: await wire('weekly'),
    monthly: await wire('monthly'),
    coolingOffHours: COOLING_OFF_MS / 3_600_000,
  };
}

export async function setDepositLimits(
  db: DbOrTx,
  memberId: number,
  wanted: Record<Period, string | null>,
  now: number,
): Promise<DepositLimitsWire> {
  const parsed = {} as Record<Period, bigint | null>;
  for (const period of PERIODS) {
    const value = wanted[period];
    parsed[period] = value === null ? null : parseAmount(value);
  }
  const limits = await currentLimits(db, memberId, now);
  for (const period of PERIODS) {
    const current = limits[period].amount;
    const next = parsed[period];
    let row: LimitRow;
    if (next !== null && (current === null || next <= current)) {
      row = { amount: next, pendingAmount: null, pendingAt: null };
    } else if (next === current) {
      row = { amount: current, pendingAmount: null, pendingAt: null };
    } else {
      row = { amount: current, pendingAmount: next, pendingAt: now + COOLING_OFF_MS };
    }
    const values = {
      amount: row.amount,
      pendingAmount: row.pendingAmount,
      pendingAt: row.pendingAt === null ? null : new Date(row.pendingAt),
    };
    await db
      .insert(depositLimits)
      .values({ memberId, period, ...values })
      .onConflictDoUpdate({ target: [depositLimits.memberId, depositLimits.period], set: values });
  }
  return depositLimitsOf(db, memberId, now);
}

/** Refuses a deposit that would pass a limit, saying how much is left. */
export async function checkDepositLimits(
  db: DbOrTx,
  memberId: number,
  amount: bigint,
  now: number,
): Promise<void> {
  const limits = await currentLimits(db, memberId, now);
  for (const period of PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const used = await usedSince(db, memberId, periodStart(period, now));
    if (used + amount > limit) {
      const left = limit > used ? limit - used : 0n;
      throw new AppError(
        400,
        'deposit.limit.exceeded',
        `This deposit would pass your ${period} deposit limit; you may deposit ${toDecimal(left)} more`,
        { period, left: toDecimal(left) },
      );
    }
  }
}
