// Ledger invariants, read straight from the tables.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

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

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const [total] = (
    await db.execute<{ total: string }>(
      sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`,
    )
  ).rows;
  const [unbalanced] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
    )
  ).rows;
  const [drifted] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_accounts a
      where a.kind = 'member' and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)`)
  ).rows;
  const [negative] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where kind = 'member' and balance < 0`,
    )
  ).rows;
  return {
    total: BigInt(total?.total ?? '0'),
    unbalanced: unbalanced?.n ?? 0,
    drifted: drifted?.n ?? 0,
    negative: negative?.n ?? 0,
  };
}
