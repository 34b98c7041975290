// Reads of one system account that carries its balance (the jackpot pool): the balance, and
// its statement (every transaction that moved it, newest first) for an operator's audit.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/ledger';
import type { DbOrTx } from './ledger';

// A leg and its transaction: by id and time (the partition key), so the join prunes.
const sameTransaction = () =>
  and(
    eq(ledgerTransactions.id, ledgerEntries.transactionId),
    eq(ledgerTransactions.createdAt, ledgerEntries.createdAt),
  );

/** The cached balance of an account whose legs are posted as balance carrying. */
export async function carriedBalance(db: DbOrTx, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0n;
}

export interface AccountLine {
  transactionId: number;
  kind: string;
  reference: string | null;
  /** Minor units; positive credits the account. */
  amount: bigint;
  createdAt: Date;
}

/** One page of the account's movements, newest first, how many there are and their sums. */
export async function accountStatement(
  db: DbOrTx,
  merchantId: number,
  accountId: number,
  page: { offset: number; limit: number },
  /** Only the movements at or after `start` and before `end` (epoch ms; either left open). */
  window?: { start?: number | undefined; end?: number | undefined },
): Promise<{ total: number; credited: bigint; debited: bigint; lines: AccountLine[] }> {
  const where = and(
    eq(ledgerEntries.accountId, accountId),
    eq(ledgerTransactions.merchantId, merchantId),
    window?.start === undefined
      ? undefined
      : gte(ledgerTransactions.createdAt, new Date(window.start)),
    window?.end === undefined ? undefined : lt(ledgerTransactions.createdAt, new Date(window.end)),
  );
  const [counted] = await db
    .select({
      n: count(),
      credited: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
      debited: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction())
    .where(where);
  const lines = await db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      amount: ledgerEntries.amount,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, sameTransaction())
    .where(where)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerEntries.id))
    .offset(page.offset)
    .limit(page.limit);
  return {
    total: counted?.n ?? 0,
    credited: BigInt(counted?.credited ?? '0'),
    debited: BigInt(counted?.debited ?? '0'),
    lines,
  };
}
