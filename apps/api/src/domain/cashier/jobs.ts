// The cashier's clock work, every few seconds in the server: pending online payments expire,
// disbursed withdrawals without an answer in time count as received, and idempotency keys
// older than 48 hours go. One replica at a time: the work runs inside a database transaction
// holding a transaction-level advisory lock (PostgreSQL and PGlite both have them).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { observeJob } from '../kernel';
import { expireDeposits } from './deposits';
import { purgeKeys } from './idempotency';
import { autoConfirmReceipts } from './withdrawals';

const CASHIER_LOCK_ID = 727_431_011;
export const CASHIER_JOB_EVERY_MS = 5_000;

export interface JobResult {
  ran: boolean;
  received: number;
  expired: number;
}

export async function runCashierJobs(db: Db, now: number): Promise<JobResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CASHIER_LOCK_ID}) as locked`,
    );
    if (!rows[0]?.locked) return { ran: false, received: 0, expired: 0 };
    const received = await autoConfirmReceipts(tx, now);
    const expired = await expireDeposits(tx, now);
    await purgeKeys(tx, now);
    return { ran: true, received, expired };
  });
}

interface Logger {
  error(object: unknown, message: string): void;
}

export function startCashierJobs(
  db: Db,
  clock: () => number,
  log: Logger,
  everyMs = CASHIER_JOB_EVERY_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    observeJob('cashier', async () => (await runCashierJobs(db, clock())).ran)
      .catch((error: unknown) => log.error({ err: error }, 'cashier jobs failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
