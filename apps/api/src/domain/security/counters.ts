// Windowed counters with an optional block, in the database (auth_counters) so replicas
// share them: failed sign-ins per account name and per IP, SMS sends per number and IP.
import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCounters } from '../../db/schema/accounts';

export interface CounterState {
  count: number;
  blockedUntil: number | null;
}

const EMPTY: CounterState = { count: 0, blockedUntil: null };

/** The counter now: zero when its window has passed (a block is kept until it ends). */
export async function readCounter(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<CounterState> {
  const [row] = await db.select().from(authCounters).where(eq(authCounters.key, key)).limit(1);
  if (!row) return EMPTY;
  const blockedUntil =
    row.blockedUntil !== null && row.blockedUntil > now ? row.blockedUntil : null;
  const count = now - row.windowStartedAt >= windowMs ? 0 : row.count;
  return { count, blockedUntil };
}

/** Adds one (starting a new window when the old one passed) and returns the new count. */
export async function bumpCounter(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const [row] = await db
    .insert(authCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        count: sql`case when ${now}::bigint - ${authCounters.windowStartedAt} >= ${windowMs}::bigint then 1 else ${authCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${now}::bigint - ${authCounters.windowStartedAt} >= ${windowMs}::bigint then ${now}::bigint else ${authCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: authCounters.count });
  return row?.count ?? 1;
}

export async function blockCounter(db: Db, key: string, until: number): Promise<void> {
  await db.update(authCounters).set({ blockedUntil: until }).where(eq(authCounters.key, key));
}

export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.delete(authCounters).where(eq(authCounters.key, key));
}

export interface Reservation {
  /** The attempt may go ahead: it is counted already (undo with resetCounter on success). */
  allowed: boolean;
  count: number;
  blockedUntil: number | null;
}

/**
 * Counts one attempt before it is judged, atomically, unless the key is blocked: from the
 * `threshold`-th attempt in the window each one blocks the key for a growing time (`firstMs`
 * doubling, at most `maxMs`) before it is even judged. Concurrent attempts queue on the row,
 * so no more than `threshold` are ever judged before the first block, however many arrive at
 * once (reading the counter first and counting failures afterwards let them all through).
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  options: { windowMs: number; threshold: number; firstMs: number; maxMs: number; now: number },
): Promise<Reservation> {
  const { windowMs, threshold, firstMs, maxMs, now } = options;
  const expired = sql`${now}::bigint - ${authCounters.windowStartedAt} >= ${windowMs}::bigint`;
  const next = sql`(case when ${expired} then 1 else ${authCounters.count} + 1 end)`;
  const delay = (n: unknown) =>
    sql`least(${firstMs}::bigint * power(2, least(greatest(${n} - ${threshold}, 0), 20))::bigint, ${maxMs}::bigint)`;
  const [row] = await db
    .insert(authCounters)
    .values({
      key,
      count: 1,
      windowStartedAt: now,
      blockedUntil: threshold <= 1 ? now + Math.min(firstMs, maxMs) : null,
    })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        count: next,
        windowStartedAt: sql`case when ${expired} then ${now}::bigint else ${authCounters.windowStartedAt} end`,
        blockedUntil: sql`case when ${next} >= ${threshold} then ${now}::bigint + ${delay(next)} else ${authCounters.blockedUntil} end`,
      },
      setWhere: sql`${authCounters.blockedUntil} is null or ${authCounters.blockedUntil} <= ${now}::bigint`,
    })
    .returning({ count: authCounters.count, blockedUntil: authCounters.blockedUntil });
  if (row) return { allowed: true, count: row.count, blockedUntil: row.blockedUntil };
  const state = await readCounter(db, key, windowMs, now);
  return { allowed: false, count: state.count, blockedUntil: state.blockedUntil };
}

/**
 * Adds `amount` to a windowed total unless that would pass `limit` (a new window starts when
 * the old one has passed); atomic, so parallel requests cannot overshoot together. Returns
 * false, adding nothing, when the amount does not fit.
 */
export async function addWithinLimit(
  db: Db,
  key: string,
  amount: number,
  options: { windowMs: number; limit: number; now: number },
): Promise<boolean> {
  const { windowMs, limit, now } = options;
  if (amount > limit) return false;
  const expired = sql`${now}::bigint - ${authCounters.windowStartedAt} >= ${windowMs}::bigint`;
  const rows = await db
    .insert(authCounters)
    .values({ key, count: amount, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        count: sql`case when ${expired} then ${amount}::integer else ${authCounters.count} + ${amount}::integer end`,
        windowStartedAt: sql`case when ${expired} then ${now}::bigint else ${authCounters.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${authCounters.count} + ${amount}::integer <= ${limit}::integer`,
    })
    .returning({ count: authCounters.count });
  return rows.length > 0;
}

/** Clears every counter whose key starts with `prefix` (an owner unlocking a staff sign-in). */
export async function resetCountersLike(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(authCounters).where(like(authCounters.key, pattern));
}
