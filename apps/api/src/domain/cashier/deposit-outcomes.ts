// How a pending deposit ends: credited (one ledger transaction, the member's message, a
// referral reward) or closed without money (failed, cancelled, expired); the operator's
// decision on a bank transfer or on an online payment paid after its time; and the expiry of
// online payments past their time (the cashier job).
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema/cashier';
import { lockMemberAccount, post, systemAccount, type Tx } from '../kernel';
import { rewardReferrer } from '../referral';
import { operatorDepositById, type OperatorDepositWire } from './deposit-views';
import type { DepositRow } from './deposits';
import { stateInvalid, tellMember } from './shared';

/** Credits a pending deposit: one ledger transaction, the member's message, a referral reward. */
export async function credit(tx: Tx, row: DepositRow, now: number): Promise<DepositRow | null> {
  const [updated] = await tx
    .update(deposits)
    .set({ status: 'credited', updatedAt: new Date(now) })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')))
    .returning();
  if (!updated) return null;
  const member = await lockMemberAccount(tx, row.merchantId, row.memberId, row.currency);
  const clearing = await systemAccount(tx, row.merchantId, 'deposit_clearing', row.currency);
  await post(tx, {
    merchantId: row.merchantId,
    kind: 'deposit',
    idempotencyKey: `deposit:${row.id}`,
    reference: row.id,
    legs: [
      { accountId: clearing, amount: -row.amount, kind: 'house' },
      { accountId: member.id, amount: row.amount, kind: 'member' },
    ],
    now,
  });
  await tellMember(tx, 'deposit', row, 'deposit_credited', {}, now);
  // The invitee's deposit may complete their referrer's reward (paid once, in this transaction).
  await rewardReferrer(tx, {
    merchantId: row.merchantId,
    inviteeId: row.memberId,
    currency: row.currency,
    now,
  });
  return updated;
}

/**
 * A "paid" notification after the payment's time: the deposit (pending, or already expired by
 * the job) waits as pending with `latePaidAt` for an operator's credit or refusal; the expiry
 * job leaves it alone. Null when it was already held or has ended otherwise.
 */
export async function holdLatePayment(
  db: Db | Tx,
  row: DepositRow,
  now: number,
): Promise<DepositRow | null> {
  const [held] = await db
    .update(deposits)
    .set({
      status: 'pending',
      latePaidAt: new Date(now),
      failureReason: null,
      updatedAt: new Date(now),
    })
    .where(
      and(
        eq(deposits.id, row.id),
        inArray(deposits.status, ['pending', 'expired']),
        isNull(deposits.latePaidAt),
      ),
    )
    .returning();
  return held ?? null;
}

/** Ends a pending deposit without money (failed, cancelled, expired). */
export async function close(
  tx: Tx | Db,
  row: DepositRow,
  status: 'failed' | 'cancelled' | 'expired',
  reason: string | null,
  now: number,
): Promise<DepositRow | null> {
  const [updated] = await tx
    .update(deposits)
    .set({ status, failureReason: reason, updatedAt: new Date(now) })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')))
    .returning();
  if (updated && status !== 'cancelled') {
    await tellMember(tx, 'deposit', row, 'deposit_failed', { reason: reason ?? status }, now);
  }
  return updated ?? null;
}

/** Operator: confirm (credit) or reject a pending bank-transfer deposit. */
export async function decideDeposit(
  db: Db,
  input: {
    merchantId: number;
    id: string;
    decision: 'confirm' | 'reject';
    reason?: string;
    now: number;
    audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>;
  },
): Promise<OperatorDepositWire> {
  return db.transaction(async (tx) => {
    const before = await operatorDepositById(tx, input.merchantId, input.id);
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, input.id));
    if (!row || row.status !== 'pending') throw stateInvalid('This deposit');
    if (input.decision === 'confirm') {
      // An online payment is credited by its provider's notification, or, paid late, here.
      if (row.channelType !== 'bank' && row.latePaidAt === null) {
        throw stateInvalid('An online payment');
      }
      if (!(await credit(tx, row, input.now))) throw stateInvalid('This deposit');
    } else if (!(await close(tx, row, 'failed', input.reason ?? 'rejected', input.now))) {
      throw stateInvalid('This deposit');
    }
    const after = await operatorDepositById(tx, input.merchantId, input.id);
    await input.audit(tx, before, after);
    return after;
  });
}

/** Pending online payments past their time become expired. */
export async function expireDeposits(db: Db | Tx, now: number): Promise<number> {
  const due = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'pending'),
        eq(deposits.channelType, 'online'),
        lt(deposits.expiresAt, new Date(now)),
        isNull(deposits.latePaidAt),
      ),
    )
    .limit(500);
  let n = 0;
  for (const row of due) {
    if (await close(db, row, 'expired', 'payment time expired', now)) n += 1;
  }
  return n;
}
