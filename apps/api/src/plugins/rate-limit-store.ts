// A @fastify/rate-limit store that keeps its counters in the database (table rate_limits),
// so limits hold across replicas and the API process stays stateless. One atomic upsert
// per request: a new window starts when the stored one has ended.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/security';
import type { Clock } from '../domain/shared';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `new Store()` / `child()`: its merged options. */
interface StoreOptions {
  routeInfo?: { url?: string };
}

/** How often (in increments) expired counters are swept. */
const SWEEP_EVERY = 500;

export function createDbRateLimitStore(db: Db, clock: Clock) {
  let increments = 0;

  async function increment(key: string, timeWindow: number) {
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
  }

  return class DbRateLimitStore {
    private readonly prefix: string;

    constructor(options: unknown = {}) {
      const url = (options as StoreOptions).routeInfo?.url;
      this.prefix = url ? `route:${url}` : 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      increment(`${this.prefix}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): DbRateLimitStore {
      return new DbRateLimitStore(routeOptions);
    }
  };
}
