// Database transactions that lost a race are run again, inside the server, within the same
// request. The lock order (see locks.ts) makes deadlocks between money paths impossible by
// design; what can still happen (a serialization failure, 40001; a deadlock, 40P01, with a
// path outside that order, such as an operator's bulk rebuild) rolls the whole transaction
// back, so running its callback again from the start is safe: every money movement in it is
// keyed (idempotency keys, unique references) and nothing of the failed attempt was kept.
// Bounded attempts with a jittered, growing pause; the last failure is thrown as it was.
import type { Db } from '../../../db/client';
import { observe } from '../observe';

/** SQLSTATEs after which the transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

interface RetryOptions {
  /** Attempts in all (default 6). */
  attempts?: number;
  /** The first pause's upper bound in milliseconds; doubled per attempt, at most 250 (default 4). */
  pauseMs?: number;
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** @internal Whether a failed transaction may run again from the start (a lost race, nothing kept). */
export function isRetryable(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Whether a statement failed because its database connection was lost (the server ended it,
 * 57P0x or 08xxx, or the socket closed): the transaction was not kept, unless it was lost during
 * COMMIT, so the caller may only retry the whole request with the same idempotency key.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (/Connection terminated|connection error and is not queryable/i.test(e.message)) return true;
    // The socket to the database broke under a statement (a killed backend seen from the client).
    const errno = (e as Error & { code?: unknown }).code;
    if (errno === 'ECONNRESET' || errno === 'EPIPE') return true;
    e = e.cause;
  }
  const code = sqlStateOf(error);
  return code !== undefined && (code.startsWith('57P') || code.startsWith('08'));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** @internal Runs `run` again while it fails with a lost race, up to `attempts` times in all. */
export async function retryLostRaces<T>(
  run: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 6;
  const first = options.pauseMs ?? 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      observe.transactionRetried(sqlStateOf(error) ?? 'unknown');
      // Full jitter: two transactions that lost to each other do not meet again in step.
      await pause(Math.random() * Math.min(250, first * 2 ** (attempt - 1)));
    }
  }
}

const RETRYING = Symbol('retrying transactions');

/**
 * Makes every top-level `db.transaction(...)` of this handle retry lost races (nested
 * transactions are savepoints of their parent and fail with it). Done once where the database
 * is opened for the app, so that every money path, request or job, gets it.
 */
export function retryTransactions(db: Db, options: RetryOptions = {}): Db {
  const marked = db as Db & { [RETRYING]?: true };
  if (marked[RETRYING]) return db;
  const once = db.transaction.bind(db);
  const retrying: Db['transaction'] = (fn, config) =>
    retryLostRaces(() => once(fn, config), options);
  Object.assign(db, { transaction: retrying, [RETRYING]: true });
  return db;
}
