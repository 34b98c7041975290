// Points details: every change of the member's points (its account's entries), newest first,
// with the balance after each.
import { and, count, desc, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { pointAccounts, pointEntries, pointTransactions } from '../../db/schema/points';
import { offsetOf, type PageInput, pageOf } from '../kernel';

type TransactionWire = components['schemas']['PointTransaction'];
type TransactionType = components['schemas']['PointTransactionType'];

export async function pointTransactionsPage(
  db: Db,
  memberId: number,
  type: TransactionType | undefined,
  paging: PageInput,
) {
  const [account] = await db
    .select({ id: pointAccounts.id })
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId));
  const empty = pageOf([], 0, paging);
  if (!account) return empty;
  const where = and(
    eq(pointEntries.accountId, account.id),
    type ? eq(pointTransactions.kind, type) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(pointEntries)
    .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
    .where(where);
  const rows = await db
    .select({
      id: pointEntries.id,
      amount: pointEntries.amount,
      balance: pointEntries.balanceAfter,
      kind: pointTransactions.kind,
      reference: pointTransactions.reference,
      memo: pointTransactions.memo,
      time: pointTransactions.createdAt,
    })
    .from(pointEntries)
    .innerJoin(pointTransactions, eq(pointTransactions.id, pointEntries.transactionId))
    .where(where)
    .orderBy(desc(pointEntries.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const content = rows.map((r): TransactionWire => ({
    id: r.id,
    type: r.kind as TransactionType,
    points: Number(r.amount),
    balance: Number(r.balance ?? 0n),
    time: r.time.getTime(),
    category: r.kind === 'earn' ? (r.memo.category ?? r.reference) : null,
    validBet: r.kind === 'earn' ? (r.memo.validBet ?? null) : null,
    reference: r.kind === 'earn' || r.kind === 'adjust' ? null : r.reference,
    remark: r.kind === 'adjust' ? (r.memo.reason ?? null) : null,
  }));
  const n = Number(total?.n ?? 0);
  return pageOf(content, n, paging);
}
