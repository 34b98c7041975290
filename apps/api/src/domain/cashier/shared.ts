// Small helpers of the cashier: order numbers, the trial-account refusal, pages.
import { randomBytes } from 'node:crypto';
import { isTrialType } from '../accounts';
import { AppError } from '../kernel';

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
