// SQL helpers every reader shares: instants as parameters and timestamps as ISO text.
import { type SQL, sql } from 'drizzle-orm';

/** ISO-8601 text (UTC, milliseconds) of a timestamp column. */
export const iso = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant (epoch ms) as a timestamptz parameter. */
export const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;
