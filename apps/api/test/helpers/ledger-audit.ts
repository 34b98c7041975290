// Ledger invariants, read straight from the tables by the one statement that the fault drill,
// `check:invariants` and operators run (scripts/ledger-invariants.sql), so a test checks
// exactly what production checks.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const file = readFileSync(new URL('../../scripts/ledger-invariants.sql', import.meta.url), 'utf8');
// The select between the file's `begin … read only;` and `commit;` (a test reads on its own
// connection; PGlite has one).
const select = (file.split(/^begin[^\n]*\n/m)[1] ?? '')
  .split(/^commit;/m)[0]!
  .trim()
  .replace(/;$/, '');
if (!select.startsWith('select')) throw new Error('ledger-invariants.sql: no select statement');

/** Every invariant of scripts/ledger-invariants.sql by its column name (each must be 0). */
export async function readLedgerInvariants(db: Db): Promise<Record<string, string | number>> {
  const [row] = (await db.execute<Record<string, string | number>>(sql.raw(select))).rows;
  if (!row) throw new Error('the invariant statement returned no row');
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      name === 'ledger_total' ? String(value) : Number(value),
    ]),
  );
}

export interface LedgerAudit {
  /** Sum of every entry: zero in a double-entry ledger. */
  total: bigint;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Member accounts whose cached balance differs from the sum of their entries. */
  drifted: number;
  /** Member accounts below zero. */
  negative: number;
}

/** The four ledger-wide invariants every money test checks after its run. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const all = await readLedgerInvariants(db);
  return {
    total: BigInt(all.ledger_total!),
    unbalanced: Number(all.unbalanced_transactions),
    drifted: Number(all.cached_balance_drift),
    negative: Number(all.negative_balances),
  };
}
