// How a withdrawal is read and shown: one withdrawal with its card (and the count of its
// receipt proofs), for the member or the operator, and the pages of both lists.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { bankCards, withdrawalProofs, withdrawals } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { notFound, toDecimal, type Tx } from '../kernel';
import { type CardRow, cardToWire } from './bank-cards';
import { type CashierSettings, cashierSettings } from './settings';
import { pageOf, type PageInput } from './shared';

export type WithdrawalWire = components['schemas']['Withdrawal'];
export type OperatorWithdrawalWire = components['schemas']['OperatorWithdrawal'];
export type WithdrawalRow = typeof withdrawals.$inferSelect;

function withdrawalToWire(
  row: WithdrawalRow,
  card: CardRow,
  settings: CashierSettings,
): WithdrawalWire {
  const ms = (d: Date | null) => d?.getTime() ?? null;
  return {
    id: row.id,
    amount: toDecimal(row.amount),
    currency: row.currency,
    status: row.status as WithdrawalWire['status'],
    channel: row.channel,
    bankCard: cardToWire(card, settings),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    disbursedAt: ms(row.disbursedAt),
    confirmBy: row.status === 'disbursed' ? ms(row.confirmBy) : null,
    receipt:
      row.receiptAnswer && row.receiptAt
        ? {
            answer: row.receiptAnswer as 'received' | 'partly_received' | 'not_received',
            receivedAmount: row.receivedAmount === null ? null : toDecimal(row.receivedAmount),
            comment: row.receiptComment,
            imageCount: 0,
            answeredAt: row.receiptAt.getTime(),
            automatic: row.receiptAutomatic,
          }
        : null,
    rejectReason: row.rejectReason,
    resolution:
      row.resolutionOutcome && row.resolvedAt
        ? {
            outcome: row.resolutionOutcome as 'paid' | 'refunded',
            refundAmount: row.refundAmount === null ? null : toDecimal(row.refundAmount),
            note: row.resolutionNote ?? '',
            resolvedAt: row.resolvedAt.getTime(),
          }
        : null,
  };
}

async function proofCount(db: Db | Tx, id: string): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, id));
  return Number(n?.n ?? 0);
}

export async function loadWithdrawal(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<{ row: WithdrawalRow; card: CardRow; account: string } | null> {
  const [found] = await db
    .select({ w: withdrawals, c: bankCards, account: members.username })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where);
  return found ? { row: found.w, card: found.c, account: found.account } : null;
}

export async function wireOf(db: Db | Tx, merchantId: number, id: string): Promise<WithdrawalWire> {
  const found = await loadWithdrawal(db, eq(withdrawals.id, id));
  if (!found) throw notFound('No such withdrawal');
  const wire = withdrawalToWire(found.row, found.card, await cashierSettings(db, merchantId));
  if (wire.receipt) wire.receipt.imageCount = await proofCount(db, id);
  return wire;
}

export async function operatorWithdrawal(
  db: Db | Tx,
  merchantId: number,
  id: string,
): Promise<OperatorWithdrawalWire> {
  const found = await loadWithdrawal(
    db,
    and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)),
  );
  if (!found) throw notFound('No such withdrawal');
  const wire = await wireOf(db, merchantId, id);
  return {
    ...wire,
    memberId: found.row.memberId,
    account: found.account,
    accountNumber: found.card.accountNumber,
  };
}

export async function memberWithdrawals(
  db: Db,
  merchantId: number,
  memberId: number,
  status: string | undefined,
  paging: PageInput,
) {
  return withdrawalPage(
    db,
    merchantId,
    and(eq(withdrawals.memberId, memberId), status ? eq(withdrawals.status, status) : undefined),
    paging,
    (w) => w,
  );
}

export function operatorWithdrawals(
  db: Db,
  merchantId: number,
  filter: { status?: string | undefined; account?: string | undefined },
  paging: PageInput,
) {
  return withdrawalPage(
    db,
    merchantId,
    and(
      eq(withdrawals.merchantId, merchantId),
      filter.status ? eq(withdrawals.status, filter.status) : undefined,
      filter.account !== undefined ? eq(members.username, filter.account) : undefined,
    ),
    paging,
    (w, row, card, account) => ({
      ...w,
      memberId: row.memberId,
      account,
      accountNumber: card.accountNumber,
    }),
  );
}

async function withdrawalPage<T>(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  paging: PageInput,
  map: (wire: WithdrawalWire, row: WithdrawalRow, card: CardRow, account: string) => T,
) {
  const settings = await cashierSettings(db, merchantId);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where);
  const rows = await db
    .select({ w: withdrawals, c: bankCards, account: members.username })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const content: T[] = [];
  for (const r of rows) {
    const wire = withdrawalToWire(r.w, r.c, settings);
    if (wire.receipt) wire.receipt.imageCount = await proofCount(db, r.w.id);
    content.push(map(wire, r.w, r.c, r.account));
  }
  return pageOf(content, Number(total?.n ?? 0), paging);
}

export async function memberWithdrawal(
  db: Db,
  merchantId: number,
  memberId: number,
  id: string,
): Promise<WithdrawalWire> {
  const found = await loadWithdrawal(
    db,
    and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)),
  );
  if (!found) throw notFound('No such withdrawal');
  return wireOf(db, merchantId, id);
}
