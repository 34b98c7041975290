// SQL helpers every reader shares: instants as parameters and timestamps as ISO text, and
// independent reads run at once where the handle allows it.
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './ledger/ledger';

/** ISO-8601 text (UTC, milliseconds) of a timestamp column. */
export const iso = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant (epoch ms) as a timestamptz parameter. */
export const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Runs independent reads at once on the pool, each on its own connection; inside a
 * transaction (one connection, which runs one statement at a time) one after another. Reads
 * sent at once on one connection were queued by the driver, which warns that it will stop
 * doing so ("client is already executing a query").
 */
export async function readsOf<T extends readonly unknown[] | []>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
