// Limits a member sets on their own play: deposit, loss and wager, each daily, weekly and
// monthly (the merchant's calendar day, ISO week and month, kernel calendar). One rule for all of them: lowering or
// adding a limit takes effect at once; raising or removing one waits for a 24-hour
// cooling-off (`pendingAmount`, `pendingAt`), and is applied on the first read after that.
// What counts against a limit is each kind's own business (deposits, stakes, losses).
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { memberLimits } from '../../db/schema/responsible-gaming';
import { type DbOrTx, periodAt, toDecimal } from '../kernel';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type Period = 'daily' | 'weekly' | 'monthly';
export const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];
export const COOLING_OFF_MS = 24 * 60 * 60_000;

/** One period's limit as served (`DepositLimit` in the contract; loss and wager alike). */
export type LimitWire = components['schemas']['DepositLimit'];

const CYCLE = { daily: 'D', weekly: 'W', monthly: 'M' } as const;

/** Start of the period containing `now` in the merchant's time zone, epoch ms. */
export const periodStart = (period: Period, now: number, timeZone: string): number =>
  periodAt(CYCLE[period], now, timeZone).start;

export interface Limit {
  /** In force; null = none. */
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingAt: number | null;
}

/** The member's limits of the given kinds (one read), with matured pending changes applied. */
export async function readLimitSets<K extends LimitKind>(
  db: DbOrTx,
  memberId: number,
  kinds: readonly K[],
  now: number,
): Promise<Record<K, Record<Period, Limit>>> {
  const rows = await db
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), inArray(memberLimits.kind, [...kinds])));
  const out = {} as Record<K, Record<Period, Limit>>;
  for (const kind of kinds) {
    const set = {} as Record<Period, Limit>;
    for (const period of PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      let limit: Limit = {
        amount: row?.amount ?? null,
        pendingAmount: row?.pendingAmount ?? null,
        pendingAt: row?.pendingAt?.getTime() ?? null,
      };
      if (limit.pendingAt !== null && limit.pendingAt <= now) {
        limit = { amount: limit.pendingAmount, pendingAmount: null, pendingAt: null };
        await db
          .update(memberLimits)
          .set({ amount: limit.amount, pendingAmount: null, pendingAt: null })
          .where(
            and(
              eq(memberLimits.memberId, memberId),
              eq(memberLimits.kind, kind),
              eq(memberLimits.period, period),
            ),
          );
      }
      set[period] = limit;
    }
    out[kind] = set;
  }
  return out;
}

/** The member's limits of one kind. */
export async function readLimits(
  db: DbOrTx,
  memberId: number,
  kind: LimitKind,
  now: number,
): Promise<Record<Period, Limit>> {
  return (await readLimitSets(db, memberId, [kind], now))[kind];
}

/** What a change to `next` does: at once when it lowers or adds, else after the cooling-off. */
export function nextLimit(current: bigint | null, next: bigint | null, now: number): Limit {
  if (next !== null && (current === null || next <= current)) {
    return { amount: next, pendingAmount: null, pendingAt: null };
  }
  if (next === current) return { amount: current, pendingAmount: null, pendingAt: null };
  return { amount: current, pendingAmount: next, pendingAt: now + COOLING_OFF_MS };
}

/** Sets all three periods of one kind (null = no limit). */
export async function writeLimits(
  db: DbOrTx,
  memberId: number,
  kind: LimitKind,
  wanted: Record<Period, bigint | null>,
  now: number,
): Promise<void> {
  const limits = await readLimits(db, memberId, kind, now);
  for (const period of PERIODS) {
    const row = nextLimit(limits[period].amount, wanted[period], now);
    const values = {
      amount: row.amount,
      pendingAmount: row.pendingAmount,
      pendingAt: row.pendingAt === null ? null : new Date(row.pendingAt),
    };
    await db
      .insert(memberLimits)
      .values({ memberId, kind, period, ...values })
      .onConflictDoUpdate({
        target: [memberLimits.memberId, memberLimits.kind, memberLimits.period],
        set: values,
      });
  }
}

/** What is left of a limit after `used` (never below zero); null without a limit. */
export const leftOf = (limit: bigint | null, used: bigint): bigint | null =>
  limit === null ? null : limit > used ? limit - used : 0n;

export function limitWire(limit: Limit, used: bigint): LimitWire {
  const left = leftOf(limit.amount, used);
  return {
    amount: limit.amount === null ? null : toDecimal(limit.amount),
    used: toDecimal(used),
    left: left === null ? null : toDecimal(left),
    pendingAmount: limit.pendingAmount === null ? null : toDecimal(limit.pendingAmount),
    pendingEffectiveAt: limit.pendingAt,
  };
}
