// Loss and wager limits, enforced when a round is placed. A wager limit caps the stakes of the
// period; a loss limit caps the net loss (stakes minus payouts, so winnings give room back).
// A round is refused when it could pass a limit: its stake added to the stakes (wager) or to
// the net loss (loss, as if the round were lost) of the day, week or month would be more than
// the limit. The figures come from member_daily_stats (kept by the bet-record trigger, per UTC
// day): a few rows per check. Open lottery bets count as lost until their draw pays.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { betKeys } from '../../db/schema/bets';
import { memberDailyStats } from '../../db/schema/team';
import { type DbOrTx, localDay, memberZone, toDecimal, type Tx } from '../kernel';
import { AppError } from '../kernel';
import {
  COOLING_OFF_MS,
  type Limit,
  leftOf,
  limitWire,
  type Period,
  PERIODS,
  periodStart,
  readLimitSets,
  writeLimits,
} from './limits';

type PlayLimitsWire = components['schemas']['PlayLimits'];
export type PlayLimitKind = 'loss' | 'wager';
type PlayLimitsInput = Record<PlayLimitKind, Record<Period, bigint | null>>;

interface Played {
  stake: bigint;
  loss: bigint;
}

/** Stakes and net loss of the member in the current day, week and month. */
async function playedInPeriods(
  db: DbOrTx,
  memberId: number,
  now: number,
): Promise<Record<Period, Played>> {
  // The merchant's days, as member_daily_stats keeps them (its triggers use the same zone).
  const zone = await memberZone(db, memberId);
  const starts = Object.fromEntries(
    PERIODS.map((p) => [p, localDay(periodStart(p, now, zone), zone)]),
  ) as Record<Period, string>;
  const earliest = [starts.weekly, starts.monthly].sort()[0] ?? starts.monthly;
  const sums = (from: string) =>
    sql<string>`coalesce(sum(${memberDailyStats.stake}) filter (where ${memberDailyStats.day} >= ${from}), 0)::text || ':' || coalesce(sum(${memberDailyStats.payout}) filter (where ${memberDailyStats.day} >= ${from}), 0)::text`;
  const [row] = await db
    .select({
      daily: sums(starts.daily),
      weekly: sums(starts.weekly),
      monthly: sums(starts.monthly),
    })
    .from(memberDailyStats)
    .where(and(eq(memberDailyStats.memberId, memberId), gte(memberDailyStats.day, earliest)));
  const parse = (text: string | undefined): Played => {
    const [stake = '0', payout = '0'] = (text ?? '0:0').split(':');
    return { stake: BigInt(stake), loss: BigInt(stake) - BigInt(payout) };
  };
  return { daily: parse(row?.daily), weekly: parse(row?.weekly), monthly: parse(row?.monthly) };
}

const usedOf = (kind: PlayLimitKind, played: Played) =>
  kind === 'wager' ? played.stake : played.loss;

export async function playLimitsOf(
  db: DbOrTx,
  memberId: number,
  now: number,
): Promise<PlayLimitsWire> {
  const { loss, wager } = await readLimitSets(db, memberId, ['loss', 'wager'], now);
  const played = await playedInPeriods(db, memberId, now);
  const set = (kind: PlayLimitKind, limits: Record<Period, Limit>) => ({
    daily: limitWire(limits.daily, usedOf(kind, played.daily)),
    weekly: limitWire(limits.weekly, usedOf(kind, played.weekly)),
    monthly: limitWire(limits.monthly, usedOf(kind, played.monthly)),
  });
  return {
    loss: set('loss', loss),
    wager: set('wager', wager),
    coolingOffHours: COOLING_OFF_MS / 3_600_000,
  };
}

export async function setPlayLimits(
  db: DbOrTx,
  memberId: number,
  wanted: PlayLimitsInput,
  now: number,
): Promise<PlayLimitsWire> {
  await writeLimits(db, memberId, 'loss', wanted.loss, now);
  await writeLimits(db, memberId, 'wager', wanted.wager, now);
  return playLimitsOf(db, memberId, now);
}

/** Namespace of the advisory lock that queues one member's limited rounds. */
const LOCK_NAMESPACE = 71_301;

export interface RoundToCheck {
  memberId: number;
  roundId: string;
  stake: bigint;
}

/**
 * Inside a round's transaction, before its bet record: refuses the round with
 * `play.limit.exceeded` when its stake could pass a loss or wager limit. Members without
 * limits pay one indexed read. With limits, the member's rounds queue on an advisory lock
 * (held to commit), so concurrent rounds cannot both slip under a limit; a retried round that
 * is already recorded is let through to its replay.
 */
export async function enforcePlayLimits(tx: Tx, round: RoundToCheck, now: number): Promise<void> {
  const limits = await readLimitSets(tx, round.memberId, ['loss', 'wager'], now);
  const any = (['loss', 'wager'] as const).some((k) =>
    PERIODS.some((p) => limits[k][p].amount !== null),
  );
  if (!any) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${round.memberId}::int)`,
  );
  // The round's key row (bet_keys: the round per member, whatever the month).
  const [recorded] = await tx
    .select({ id: betKeys.betId })
    .from(betKeys)
    .where(and(eq(betKeys.memberId, round.memberId), eq(betKeys.roundId, round.roundId)))
    .limit(1);
  if (recorded) return;
  const played = await playedInPeriods(tx, round.memberId, now);
  for (const kind of ['loss', 'wager'] as const) {
    for (const period of PERIODS) {
      const limit = limits[kind][period].amount;
      if (limit === null) continue;
      const used = usedOf(kind, played[period]);
      if (used + round.stake > limit) {
        const left = toDecimal(leftOf(limit, used) ?? 0n);
        throw new AppError(
          400,
          'play.limit.exceeded',
          `This bet would pass your ${period} ${kind} limit; you may stake ${left} more`,
          { kind, period, left },
        );
      }
    }
  }
}
