// The progressive jackpot: a real pool in the ledger.
//
// The pool is the merchant's `jackpot` ledger account. Its legs are posted as balance carrying,
// so the account's balance is the jackpot (never below zero) and every movement is a balanced
// ledger transaction:
//  - contributions, `funding` from the house account: `contributionBp` basis points of every
//    eligible stake (real-money rounds of the merchant's jackpot categories, not rolled back
//    when swept);
//  - wins, `payout` to the winner's main account, reference `jackpot:<bet id>`: the whole pool.
//
// The trigger. A demo slot round (engine `slot`) whose centre line shows three SEVENs wins the
// jackpot, on top of the line's own pay. A cell is SEVEN with probability 2/40, so a spin wins
// with probability (1/20)^3 = 1 in 8,000. The outcome is drawn by the round's RNG (crypto in
// production, scripted in tests), so a test decides it.
//
// The sweep. Rounds never touch the pool: the round's transaction stays as it is, and the pool
// is no hot row for them. A statement trigger queues every new bet in `jackpot_stakes` in the
// bet's own transaction, so a bet is in the queue exactly when it has committed (however late
// the commit, whatever time the development clock gave it). A job (JACKPOT_JOB_EVERY_MS) takes,
// for each merchant, up to SWEEP_BATCH queued bets under the pool row's lock, in time order:
// the eligible stakes up to and including a winning round flow in, then that win is paid, and
// so on; the taken bets leave the queue in the same database transaction. A retried or
// concurrent sweep waits for the lock and finds them gone; every posting has its own
// idempotency key as well. Each share carries its fraction of a minor unit to the next
// (`carry`), so the pool gets exactly floor(bp x eligible stakes / 10,000) however the stakes
// were cut into sweeps.
import { and, asc, count, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { games } from '../../db/schema/games';
import { jackpotPools, jackpotStakes } from '../../db/schema/jackpot';
import { members } from '../../db/schema/members';
import { merchants } from '../../db/schema/merchants';
import { type JackpotSettings, parseJackpotSettings } from '../merchants';
import {
  accountStatement,
  badRequest,
  carriedBalance,
  dayEnd,
  dayStart,
  type DbOrTx,
  houseAccount,
  isDay,
  lockBalance,
  memberAccount,
  merchantZone,
  post,
  systemAccount,
  toDecimal,
} from '../kernel';

export const JACKPOT_JOB = 'jackpot';
export const JACKPOT_JOB_EVERY_MS = 5_000;
/** The most queued bets one sweep takes (the rest wait for the next pass). */
const SWEEP_BATCH = 20_000;
/** The winning outcome: the centre line (payline 1) of a demo slot showing three SEVENs. */
const JACKPOT_LINE = 1;
const JACKPOT_SYMBOL = 'SEVEN';

const BP = 10_000n;

/** The merchant's jackpot account (created on first use). */
export const jackpotAccount = (db: DbOrTx, merchantId: number, currency: string) =>
  systemAccount(db, merchantId, 'jackpot', currency);

/** The pool in minor units: the jackpot account's balance. */
export async function jackpotBalance(
  db: DbOrTx,
  merchantId: number,
  currency: string,
): Promise<bigint> {
  return carriedBalance(db, await jackpotAccount(db, merchantId, currency));
}

interface SweepResult {
  /** False when nothing was queued (or another sweep had taken it). */
  swept: boolean;
  bets: number;
  /** Minor units that flowed in. */
  contributed: bigint;
  wins: { betId: number; memberId: number; amount: bigint }[];
  /** The pool after the sweep, minor units. */
  balance: bigint;
}

interface Merchantish {
  id: number;
  currency: string;
  jackpot: JackpotSettings;
}

const hitSql = sql<boolean>`(${games.engine} = 'slot' and ${betRecords.outcome}->'lines' @> ${JSON.stringify(
  [{ line: JACKPOT_LINE, symbol: JACKPOT_SYMBOL }],
)}::jsonb)`;

/**
 * Sweeps the merchant's queued bets (those committed since the last sweep) into the pool and
 * pays the wins among them, in one transaction.
 */
export async function sweepJackpot(
  db: Db,
  merchant: Merchantish,
  now: number,
): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(jackpotPools)
      .values({ merchantId: merchant.id, updatedAt: new Date(now) })
      .onConflictDoNothing();
    const [state] = await tx
      .select()
      .from(jackpotPools)
      .where(eq(jackpotPools.merchantId, merchant.id))
      .for('update');
    const pool = await jackpotAccount(tx, merchant.id, merchant.currency);
    let balance = await lockBalance(tx, pool);
    const empty = { swept: false, bets: 0, contributed: 0n, wins: [], balance };
    // Under the pool's lock: what is queued now is this sweep's, fixed by id for every
    // statement below (a bet committing meanwhile waits for the next sweep).
    const queued = await tx
      .select({ id: jackpotStakes.betId })
      .from(jackpotStakes)
      .where(eq(jackpotStakes.merchantId, merchant.id))
      .orderBy(asc(jackpotStakes.betId))
      .limit(SWEEP_BATCH);
    if (queued.length === 0) return empty;
    const ids = `{${queued.map((q) => q.id).join(',')}}`;
    const settings = merchant.jackpot;
    const result: SweepResult = { ...empty, swept: true };
    if (settings.enabled && settings.categories.length > 0) {
      // The queued bets' times bound the read to the months they are in (bet_records is
      // partitioned by month).
      const times = sql`(select ${jackpotStakes.createdAt} from ${jackpotStakes}
                          where ${jackpotStakes.betId} = any(${ids}::bigint[]))`;
      const window = and(
        sql`${betRecords.createdAt} >= (select min(created_at) from ${times} q)`,
        sql`${betRecords.createdAt} <= (select max(created_at) from ${times} q)`,
        sql`${betRecords.id} = any(${ids}::bigint[])`,
        eq(betRecords.merchantId, merchant.id),
        inArray(betRecords.category, settings.categories),
        isNull(betRecords.rollbackTxId),
      );
      const hits = await tx
        .select({
          id: betRecords.id,
          memberId: betRecords.memberId,
          createdAt: betRecords.createdAt,
        })
        .from(betRecords)
        .innerJoin(games, eq(games.id, betRecords.gameId))
        .where(and(window, hitSql))
        .orderBy(asc(betRecords.createdAt), asc(betRecords.id));
      // The stakes of each stretch: up to and including a win, then the rest of the window.
      // At or before a win in (time, id) order, read from the win's own row (exact to the
      // microsecond, whatever wrote it; in its month's partition, by its queued time).
      const bound = (h: { id: number }) =>
        sql`(${betRecords.createdAt}, ${betRecords.id}) <= (select w.created_at, w.id from bet_records w
              where w.id = ${h.id}
                and w.created_at = (select q.created_at from jackpot_stakes q where q.bet_id = ${h.id}))`;
      const stretch = async (seg: number) => {
        const lower = hits[seg - 1];
        const upper = hits[seg];
        const [row] = await tx
          .select({ n: count(), stakes: sql<string>`coalesce(sum(${betRecords.stake}), 0)::text` })
          .from(betRecords)
          .where(
            and(window, upper ? bound(upper) : undefined, lower ? not(bound(lower)) : undefined),
          );
        return { n: row?.n ?? 0, stakes: BigInt(row?.stakes ?? '0') };
      };
      let carry = BigInt(state!.carry);
      const house = await houseAccount(tx, merchant.id, merchant.currency);
      const bp = BigInt(settings.contributionBp);
      for (let seg = 0; seg <= hits.length; seg++) {
        const { n, stakes } = await stretch(seg);
        result.bets += n;
        const share = stakes * bp + carry;
        const amount = share / BP;
        carry = share % BP;
        if (amount > 0n) {
          await post(tx, {
            merchantId: merchant.id,
            kind: 'funding',
            idempotencyKey: `jackpot:in:${queued[0]!.id}:${seg}`,
            reference: `jackpot:sweep:${queued[0]!.id}-${queued.at(-1)!.id}`,
            legs: [
              { accountId: house, amount: -amount, kind: 'house' },
              { accountId: pool, amount, kind: 'member' },
            ],
            now,
          });
          balance += amount;
          result.contributed += amount;
        }
        const hit = hits[seg];
        if (hit && balance > 0n) {
          const winner = await memberAccount(tx, merchant.id, hit.memberId, merchant.currency);
          await post(tx, {
            merchantId: merchant.id,
            kind: 'payout',
            idempotencyKey: `jackpot:win:${hit.id}`,
            reference: `jackpot:${hit.id}`,
            legs: [
              { accountId: pool, amount: -balance, kind: 'member' },
              { accountId: winner.id, amount: balance, kind: 'member' },
            ],
            now,
          });
          result.wins.push({ betId: hit.id, memberId: hit.memberId, amount: balance });
          balance = 0n;
        }
      }
      await tx
        .update(jackpotPools)
        .set({ carry: Number(carry) })
        .where(eq(jackpotPools.merchantId, merchant.id));
    }
    await tx.delete(jackpotStakes).where(sql`${jackpotStakes.betId} = any(${ids}::bigint[])`);
    await tx
      .update(jackpotPools)
      .set({ updatedAt: new Date(now) })
      .where(eq(jackpotPools.merchantId, merchant.id));
    result.balance = balance;
    return result;
  });
}

/** Sweeps every merchant's pool (the job's pass). */
export async function sweepAllJackpots(db: Db, now: number, signal?: AbortSignal): Promise<void> {
  const rows = await db
    .select({ id: merchants.id, currency: merchants.currency, settings: merchants.settings })
    .from(merchants);
  for (const m of rows) {
    if (signal?.aborted) return;
    await sweepJackpot(
      db,
      {
        id: m.id,
        currency: m.currency,
        jackpot: parseJackpotSettings((m.settings as { jackpot?: unknown } | null)?.jackpot),
      },
      now,
    );
  }
}

type JackpotStatement = components['schemas']['JackpotStatement'];
type JackpotLine = components['schemas']['JackpotLine'];

const WIN_REFERENCE = /^jackpot:(\d+)$/;

/** A statement's period: days of the merchant's calendar, either end open. */
interface JackpotPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

function periodWindow(period: JackpotPeriod, timeZone: string) {
  if (!period.from && !period.to) return undefined;
  for (const day of [period.from, period.to]) {
    if (day !== undefined && !isDay(day)) throw badRequest('Days are written YYYY-MM-DD');
  }
  if (period.from && period.to && period.from > period.to) {
    throw badRequest('The period ends before it starts');
  }
  return {
    start: period.from ? dayStart(period.from, timeZone) : undefined,
    end: period.to ? dayEnd(period.to, timeZone) : undefined,
  };
}

/**
 * The pool's balance, what flowed in and was paid out in the period (the merchant's days),
 * and one page of its ledger statement in that period, newest first; each win names its bet
 * and the member who won it.
 */
export async function jackpotStatement(
  db: Db,
  merchantId: number,
  currency: string,
  page: { offset: number; limit: number },
  period: JackpotPeriod = {},
): Promise<JackpotStatement> {
  const window = periodWindow(period, await merchantZone(db, merchantId));
  const pool = await jackpotAccount(db, merchantId, currency);
  // One read after another (a transaction or one connection runs one query at a time).
  const balance = await carriedBalance(db, pool);
  const statement = await accountStatement(db, merchantId, pool, page, window);
  const betIds = statement.lines.flatMap((l) => {
    const hit = l.kind === 'payout' ? WIN_REFERENCE.exec(l.reference ?? '') : null;
    return hit ? [Number(hit[1])] : [];
  });
  const winners =
    betIds.length === 0
      ? []
      : await db
          .select({ betId: betRecords.id, account: members.username })
          .from(betRecords)
          .innerJoin(members, eq(members.id, betRecords.memberId))
          .where(and(eq(betRecords.merchantId, merchantId), inArray(betRecords.id, betIds)));
  const winnerOf = new Map(winners.map((w) => [Number(w.betId), w.account]));
  return {
    balance: toDecimal(balance),
    contributed: toDecimal(statement.credited),
    paid: toDecimal(statement.debited),
    total: statement.total,
    lines: statement.lines.map((l) => {
      const hit = l.kind === 'payout' ? WIN_REFERENCE.exec(l.reference ?? '') : null;
      const betId = hit ? Number(hit[1]) : null;
      return {
        ...l,
        kind: l.kind as JackpotLine['kind'],
        amount: toDecimal(l.amount),
        createdAt: l.createdAt.toISOString(),
        betId,
        member: betId === null ? null : (winnerOf.get(betId) ?? null),
      };
    }),
  };
}
