// Row locks on ledger accounts taken ahead of a posting, so that what a caller decides from a
// balance (a payment is covered, a wallet is full) still holds when it posts. Locks are always
// taken in account-id order, the order post() takes them in, so no two movements deadlock.
import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../../db/schema/ledger';
import { arrayOf } from '../../../db/sql-arrays';
import type { DbOrTx } from './ledger';

/** Locks the accounts (in id order) and answers their balances: account id -> minor units. */
export async function lockBalances(
  tx: DbOrTx,
  accountIds: readonly number[],
): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>();
  if (accountIds.length === 0) return balances;
  const { rows } = await tx.execute<{ id: number; balance: string }>(sql`
      select id, balance::text as balance from ledger_accounts
       where id = any(${arrayOf(accountIds, 'int')}) order by id for update`);
  for (const r of rows) balances.set(Number(r.id), BigInt(r.balance));
  return balances;
}

/** Locks one account and answers its balance (0 when there is no such account). */
export async function lockBalance(tx: DbOrTx, accountId: number): Promise<bigint> {
  const { rows } = await tx.execute<{ balance: string }>(
    sql`select balance::text as balance from ledger_accounts where id = ${accountId} for update`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/** Every account of a member (main and vendor wallets), locked in id order. */
export function lockMemberWallets(tx: DbOrTx, memberId: number) {
  return tx
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      vendorCode: ledgerAccounts.vendorCode,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'member')))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
