// What the records readers share: who asks, SQL helpers, the read-only snapshot.
import { type SQL, sql } from 'drizzle-orm';
import type { Merchant } from '../merchants';

/** The signed-in member and its merchant: every read starts from them, never from a parameter. */
export interface RecordsCaller {
  memberId: number;
  merchant: Pick<Merchant, 'id' | 'settings'>;
  /** Interface language (game names). */
  language: string;
}

/** ISO-8601 text of a timestamp column. */
export const iso = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant as a timestamptz parameter. */
export const at = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * The vendor code of a member's ledger account: its vendor wallet in transfer-wallet mode, null
 * for the main account.
 */
export const walletOf = (account: SQL): SQL =>
  sql`(select wa.vendor_code from ledger_accounts wa where wa.id = ${account})`;

export const n = (v: string | number | null | undefined): number => Number(v ?? 0);
export const big = (v: string | number | bigint | null | undefined): bigint => BigInt(v ?? 0);
