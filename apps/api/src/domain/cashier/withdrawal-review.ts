// The operator's decisions on a withdrawal: approve (pending -> payout clearing), reject (back
// to the member) and mark disbursed, each one state change in one database transaction with
// its ledger movement, the member's message and the audit record.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema/cashier';
import { emitMemberEvent } from '../events';
import { lockMemberAccount, post, systemAccount, type Tx } from '../kernel';
import { cashierSettings } from './settings';
import { stateInvalid, tellMember } from './shared';
import {
  operatorWithdrawal,
  type OperatorWithdrawalWire,
  type WithdrawalRow,
} from './withdrawal-views';

export type Audit = (tx: Tx, before: unknown, after: unknown) => Promise<void>;

/** Moves the withdrawal from one state to the next inside one database transaction. */
export async function transition(
  db: Db,
  merchantId: number,
  id: string,
  from: string[],
  audit: Audit,
  apply: (tx: Tx, row: WithdrawalRow) => Promise<void>,
): Promise<OperatorWithdrawalWire> {
  return db.transaction(async (tx) => {
    const before = await operatorWithdrawal(tx, merchantId, id);
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || !from.includes(row.status)) throw stateInvalid('This withdrawal');
    await apply(tx, row);
    const topics = ['withdrawals', 'balance'] as const;
    await emitMemberEvent(tx, { merchantId, memberId: row.memberId, topics });
    const after = await operatorWithdrawal(tx, merchantId, id);
    await audit(tx, before, after);
    return after;
  });
}

/**
 * The decision's one ledger transaction: the withdrawal's amount leaves the pending account
 * for `to` (payout clearing on approval, the member's account on rejection).
 */
async function releasePending(
  tx: Tx,
  row: WithdrawalRow,
  decision: 'approve' | 'reject',
  pending: number,
  to: { accountId: number; kind: 'house' | 'member' },
  now: number,
) {
  await post(tx, {
    merchantId: row.merchantId,
    kind: decision === 'approve' ? 'withdrawal_payout' : 'withdrawal_return',
    idempotencyKey: `withdrawal-${decision}:${row.id}`,
    reference: row.id,
    legs: [
      { accountId: pending, amount: -row.amount, kind: 'house' },
      { ...to, amount: row.amount },
    ],
    now,
  });
}

export function approveWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  now: number,
  audit: Audit,
) {
  return transition(db, merchantId, id, ['pending'], audit, async (tx, row) => {
    const pending = await systemAccount(tx, merchantId, 'pending_withdrawals', row.currency);
    const payout = await systemAccount(tx, merchantId, 'payout_clearing', row.currency);
    await tx
      .update(withdrawals)
      .set({ status: 'approved', updatedAt: new Date(now) })
      .where(eq(withdrawals.id, id));
    await releasePending(tx, row, 'approve', pending, { accountId: payout, kind: 'house' }, now);
    await tellMember(tx, 'withdrawal', row, 'withdrawal_approved', {}, now);
  });
}

export function rejectWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  reason: string,
  now: number,
  audit: Audit,
) {
  return transition(db, merchantId, id, ['pending'], audit, async (tx, row) => {
    const pending = await systemAccount(tx, merchantId, 'pending_withdrawals', row.currency);
    const account = await lockMemberAccount(tx, merchantId, row.memberId, row.currency);
    await tx
      .update(withdrawals)
      .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date(now) })
      .where(eq(withdrawals.id, id));
    const to = { accountId: account.id, kind: 'member' } as const;
    await releasePending(tx, row, 'reject', pending, to, now);
    await tellMember(tx, 'withdrawal', row, 'withdrawal_rejected', { reason }, now);
  });
}

export async function disburseWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  now: number,
  audit: Audit,
) {
  const settings = await cashierSettings(db, merchantId);
  return transition(db, merchantId, id, ['approved'], audit, async (tx) => {
    await tx
      .update(withdrawals)
      .set({
        status: 'disbursed',
        disbursedAt: new Date(now),
        confirmBy: new Date(now + settings.receiptConfirmMinutes * 60_000),
        updatedAt: new Date(now),
      })
      .where(eq(withdrawals.id, id));
  });
}
