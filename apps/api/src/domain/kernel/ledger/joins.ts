// Joins of the ledger for reads that list members (a downline list with balances, the team's
// movements, the signed-in member's wallets): the statement stays one statement, with the
// index it was built for, while the ledger's tables are named here only. Each fragment
// documents the alias it brings in.
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../../db/schema/ledger';

/**
 * `left join` of the member's main account as `a` (a.balance; null before the first one).
 * `member` is the SQL of the member id column.
 */
export const mainAccountLeftJoin = (member: SQL): SQL =>
  sql`left join ledger_accounts a on a.member_id = ${member} and a.vendor_code is null`;

/**
 * Inner join of the member's main account as `a`, on the merchant's members-by-balance index
 * (merchant, balance, member): a list sorted by balance walks it.
 */
export const mainAccountJoin = (member: SQL, merchantId: number): SQL =>
  sql`join ledger_accounts a on a.member_id = ${member}
        and a.merchant_id = ${merchantId} and a.kind = 'member' and a.vendor_code is null`;

/**
 * Every entry on the member's accounts with its transaction: `a` the account, `e` the entry,
 * `tx` the transaction (tx.kind, tx.created_at, e.amount, e.id).
 */
export const memberEntriesJoin = (
  member: SQL,
): SQL => sql`join ledger_accounts a on a.member_id = ${member}
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions tx on tx.id = e.transaction_id and tx.created_at = e.created_at`;

/**
 * Transaction kinds as SQL literals (not parameters), so that the planner matches a partial
 * index on them. Kinds are the code's own names.
 */
const kindList = (kinds: readonly string[]): SQL =>
  sql.raw(kinds.map((k) => `'${k.replace(/'/g, "''")}'`).join(', '));

/**
 * The condition on a transaction `tx`: the merchant's, of the given kinds, in [start, end). For
 * the cashier's kinds it matches the transactions' partial (merchant, time) index.
 */
export const transactionsIn = (
  merchantId: number,
  kinds: readonly string[],
  start: string,
  end: string,
): SQL => sql`tx.merchant_id = ${merchantId}
     and tx.kind in (${kindList(kinds)})
     and tx.created_at >= ${start} and tx.created_at < ${end}`;

/**
 * The transactions `transactionsIn` names as `tx` (tx.id, tx.kind, tx.created_at), the first
 * `size` of them in time order (`order`: the SQL of asc or desc).
 */
export const firstTransactions = (
  merchantId: number,
  kinds: readonly string[],
  start: string,
  end: string,
  order: SQL,
  size: number,
): SQL => sql`select tx.id, tx.kind, tx.created_at from ledger_transactions tx
   where ${transactionsIn(merchantId, kinds, start, end)}
   order by tx.created_at ${order}, tx.id ${order} limit ${size}`;

/**
 * The legs of the transactions `tx` (a set with tx.id and tx.created_at) as `e` (e.id,
 * e.amount), each with its account as `a` (a.member_id: null for the house's accounts).
 */
export const transactionLegsJoin = (): SQL =>
  sql`join ledger_entries e on e.transaction_id = tx.id and e.created_at = tx.created_at
    join ledger_accounts a on a.id = e.account_id`;

/** The member's wallet accounts as query-builder columns (balance, vendor code). */
export const walletColumns = {
  balance: ledgerAccounts.balance,
  vendorCode: ledgerAccounts.vendorCode,
};

/** `leftJoin(...walletsOf(column))`: every account of the member whose id is `member`. */
export const walletsOf = (member: AnyColumn) =>
  [ledgerAccounts, eq(ledgerAccounts.memberId, member)] as const;
