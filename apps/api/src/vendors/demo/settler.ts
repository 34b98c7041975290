// Settles lottery bets whose draw has closed, every few seconds, even when nobody looks at
// the game. Settlement is idempotent (each bet is claimed with a conditional update and paid
// under its own ledger key), so replicas may race; on PostgreSQL an advisory lock still
// keeps all but one of them idle.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { observeJob } from '../../domain/kernel';
import { cryptoRng } from './engines/rng';
import { settleLotteryBets } from './lottery-draws';

const SETTLER_LOCK_ID = 727_431_002;
export const SETTLE_EVERY_MS = 5_000;

interface Logger {
  error(object: unknown, message: string): void;
}

/** One settlement pass; false when another replica holds the lock. */
async function settleOnce(database: Database): Promise<boolean> {
  const { db } = database;
  if (database.kind !== 'postgres') {
    await settleLotteryBets(db, Date.now(), cryptoRng);
    return true;
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SETTLER_LOCK_ID}) as locked`,
    );
    if (!rows[0]?.locked) return false;
    await settleLotteryBets(db, Date.now(), cryptoRng);
    return true;
  });
}

export function startLotterySettler(
  database: Database,
  log: Logger,
  everyMs = SETTLE_EVERY_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    observeJob('lottery-settlement', () => settleOnce(database))
      .catch((error: unknown) => log.error({ err: error }, 'lottery settlement failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
