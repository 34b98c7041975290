// Operator balance adjustments: one ledger transaction between the member and the merchant's
// adjustments account, with the operator's reason as its reference.
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { lockMemberAccount, post, systemAccount, toDecimal, type Tx } from '../kernel';
import { emitMemberEvent } from '../events';
import type { Merchant } from '../merchants';
import { AppError, notFound, parseAmount } from '../kernel';

type Adjustment = components['schemas']['BalanceAdjustment'];

export async function adjustBalance(
  db: Db,
  input: {
    merchant: Merchant;
    account: string;
    amount: string;
    reason: string;
    key: string;
    now: number;
    audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>;
  },
): Promise<Adjustment> {
  const { merchant, now } = input;
  const text = input.amount.trim();
  const negative = text.startsWith('-');
  const amount = parseAmount(negative ? text.slice(1) : text.replace(/^\+/, ''));
  const delta = negative ? -amount : amount;
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, 'request.param.err', 'A reason is required');
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.username, input.account)));
  if (!member) throw notFound('No such member');
  return db.transaction(async (tx) => {
    const account = await lockMemberAccount(tx, merchant.id, member.id, merchant.currency);
    const adjustments = await systemAccount(tx, merchant.id, 'adjustments', merchant.currency);
    if (account.balance + delta < 0n) {
      throw new AppError(
        400,
        'account.balance.not.enough',
        'The balance is smaller than the amount taken',
        {
          balance: toDecimal(account.balance),
        },
      );
    }
    const before = { account: input.account, balance: toDecimal(account.balance) };
    const { transactionId } = await post(tx, {
      merchantId: merchant.id,
      kind: 'adjustment',
      idempotencyKey: `adjustment:${input.key}`,
      reference: reason.slice(0, 200),
      legs: [
        { accountId: adjustments, amount: -delta, kind: 'house' },
        { accountId: account.id, amount: delta, kind: 'member' },
      ],
      now,
    });
    const result: Adjustment = {
      account: input.account,
      amount: toDecimal(delta),
      balance: toDecimal(account.balance + delta),
      reason,
      transactionId,
    };
    await emitMemberEvent(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      topics: ['balance'],
    });
    await input.audit(tx, before, result);
    return result;
  });
}
