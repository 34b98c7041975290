// Small helpers of the cashier: order numbers, the trial-account refusal, the member's message
// about a deposit or withdrawal, pages.
import { randomBytes } from 'node:crypto';
import { isTrialType } from '../accounts';
import { AppError, type DbOrTx, toDecimal } from '../kernel';
import { type MessageInput, writeMessage } from '../messages';

export function orderId(prefix: 'D' | 'W', now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return `${prefix}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Trial accounts may not use the cashier (spec: in_need_true_account). */
export function refuseTrial(member: { type: number }): void {
  if (isTrialType(member.type)) {
    throw new AppError(400, 'in_need_true_account', 'Please register a real account to use this');
  }
}

export const stateInvalid = (what: string): AppError =>
  new AppError(409, 'transaction.state.invalid', `${what} cannot be changed in its current state`);

/** Pages of the cashier's lists: the kernel's page input and envelope. */
export { pageOf, type PageInput } from '../kernel';

/**
 * The member's message about their deposit or withdrawal (one per record and event): its id
 * and amount, with `values` added.
 */
export function tellMember(
  db: DbOrTx,
  record: 'deposit' | 'withdrawal',
  row: {
    id: string;
    merchantId: number;
    memberId: number;
    amount: bigint;
    currency: string;
  },
  type: MessageInput['type'],
  values: Record<string, string>,
  now: number,
) {
  return writeMessage(db, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    type,
    eventKey: `${record}:${row.id}`,
    values: { id: row.id, amount: `${toDecimal(row.amount)} ${row.currency}`, ...values },
    now,
    topics: ['balance', record === 'deposit' ? 'deposits' : 'withdrawals'],
  });
}
