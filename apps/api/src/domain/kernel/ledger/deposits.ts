// Deposits as the ledger sees them: a `deposit` transaction that credited the member's account.
// Promotions ask this (a first-deposit gift needs one); the cashier posts those transactions.
import { and, eq, gt } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/ledger';
import type { DbOrTx } from './ledger';

// A leg and its transaction: by id and time (the partition key), so the join prunes.
const sameTransaction = () =>
  and(
    eq(ledgerTransactions.id, ledgerEntries.transactionId),
    eq(ledgerTransactions.createdAt, ledgerEntries.createdAt),
  );

/** The member's credited deposits: the positive legs of `deposit` transactions on its accounts. */
export function creditedDeposits(db: DbOrTx, memberId: number) {
  return db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction())
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerTransactions.kind, 'deposit'),
        gt(ledgerEntries.amount, 0n),
      ),
    );
}

/** Whether the member has at least one credited deposit. */
export async function hasCreditedDeposit(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await creditedDeposits(db, memberId).limit(1);
  return rows.length > 0;
}
