// @fastify/rate-limit stores. General traffic is counted in memory, per replica: no database
// write per request. The routes where replicas must agree (sign-in, SMS codes,
// registration, captcha: see SHARED_LIMIT_ROUTES in rate-limit.ts) count in the database
// (table rate_limits): one atomic upsert per request, a new window starts when the stored
// one has ended.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';
import type { Clock } from '../domain/kernel';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `new Store()` / `child()`: its merged options. */
interface StoreOptions {
  routeInfo?: { url?: string };
}

interface Counter {
  current: number;
  ttl: number;
}

/** How often (in increments) expired counters are swept. */
const SWEEP_EVERY = 500;

function dbCounter(db: Db, clock: Clock) {
  let increments = 0;
  return async function increment(key: string, timeWindow: number): Promise<Counter> {
    const now = clock();
    const resetAt = now + timeWindow;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt}::bigint else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (++increments % SWEEP_EVERY === 0) {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    }
    return { current: row?.count ?? 1, ttl: Math.max(0, (row?.resetAt ?? resetAt) - now) };
  };
}

/** A per-process counter of requests per key and window (general traffic). */
export function memoryCounter(clock: Clock) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let increments = 0;
  return function increment(key: string, timeWindow: number): Counter {
    const now = clock();
    if (++increments % SWEEP_EVERY === 0) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + timeWindow };
      windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: Math.max(0, w.resetAt - now) };
  };
}

/**
 * The store class handed to @fastify/rate-limit: the global instance and routes outside
 * `sharedRoutes` count in memory; routes in `sharedRoutes` count in the database.
 */
export function createRateLimitStore(db: Db, clock: Clock, sharedRoutes: ReadonlySet<string>) {
  const shared = dbCounter(db, clock);
  const local = memoryCounter(clock);

  return class RateLimitStore {
    private readonly prefix: string;
    private readonly inDatabase: boolean;

    constructor(options: unknown = {}) {
      const url = (options as StoreOptions).routeInfo?.url;
      this.prefix = url ? `route:${url}` : 'global';
      this.inDatabase = url !== undefined && sharedRoutes.has(url);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const fullKey = `${this.prefix}|${key}`;
      if (!this.inDatabase) {
        callback(null, local(fullKey, timeWindow));
        return;
      }
      shared(fullKey, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): RateLimitStore {
      return new RateLimitStore(routeOptions);
    }
  };
}
