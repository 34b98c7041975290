// Row locks on ledger accounts taken ahead of a posting, so that what a caller decides from a
// balance (a payment is covered, a wallet is full) still holds when it posts.
//
// THE LOCK ORDER of every money path (cashier, game rounds and wallets, agent and upline
// transfers, rewards, contracts settlement, points): a transaction takes its locks in these
// stages, never going back to an earlier stage, so no two money transactions can wait for
// each other in a circle (no deadlock, by design):
//   1. the operation's own rows: its idempotency record, the deposit, withdrawal, bet record,
//      grant, redemption, contract or settlement row it works on, the member's play-limit
//      advisory lock, loyalty row or points account. Each path locks only rows of the one
//      member or object it serves; two such rows of different kinds are taken in the order
//      listed here.
//   2. ledger accounts, all of one posting at once in account-id order: post() and postBatch()
//      take them so, lockBalances() / lockBalance() / lockMemberAccount() / lockMemberWallets()
//      take them ahead of a posting in the same order. A transaction that moves the accounts
//      of more than one posting locks every account it will move first, with lockBalances().
//      House accounts are never locked (their balance is the sum of their entries).
//   3. at commit, the figures (drizzle/0030_team_figures_at_commit.sql): the triggers on
//      ledger_entries, bet_records and members only append to figure_deltas during the
//      transaction; a deferred trigger folds them at commit into members (team size, first
//      deposit), member_daily_stats, team_daily_stats, team_category_daily_stats,
//      team_active_periods, member_ledger_daily and member_bet_daily, in that order and each in
//      key order, after which the transaction waits for nothing more.
// A race that can still be lost outside this order (40001, 40P01) is retried where the app
// opens its transactions (transactions.ts), never answered as 500.
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
