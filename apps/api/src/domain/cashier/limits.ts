// Deposit limits (responsible gaming): daily, weekly and monthly, kept and changed by the
// limit rules every kind of limit shares (src/domain/responsible-gaming/limits.ts: lowering
// or adding applies at once, raising or removing waits 24 hours). What counts against a
// deposit limit: deposits pending or credited in the period.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { deposits } from '../../db/schema/cashier';
import { type DbOrTx, memberZone, toDecimal } from '../kernel';
import {
  COOLING_OFF_MS,
  leftOf,
  limitWire,
  type Period,
  PERIODS,
  periodStart,
  readLimits,
  writeLimits,
} from '../responsible-gaming';
import { AppError, parseAmount } from '../kernel';

type DepositLimitsWire = components['schemas']['DepositLimits'];

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
  const limits = await readLimits(db, memberId, 'deposit', now);
  const zone = await memberZone(db, memberId);
  const wire = async (period: Period) =>
    limitWire(limits[period], await usedSince(db, memberId, periodStart(period, now, zone)));
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
  await writeLimits(db, memberId, 'deposit', parsed, now);
  return depositLimitsOf(db, memberId, now);
}

/** Refuses a deposit that would pass a limit, saying how much is left. */
export async function checkDepositLimits(
  db: DbOrTx,
  memberId: number,
  amount: bigint,
  now: number,
): Promise<void> {
  const limits = await readLimits(db, memberId, 'deposit', now);
  const zone = await memberZone(db, memberId);
  for (const period of PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const used = await usedSince(db, memberId, periodStart(period, now, zone));
    if (used + amount > limit) {
      const left = toDecimal(leftOf(limit, used) ?? 0n);
      throw new AppError(
        400,
        'deposit.limit.exceeded',
        `This deposit would pass your ${period} deposit limit; you may deposit ${left} more`,
        { period, left },
      );
    }
  }
}
