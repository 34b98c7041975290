// Points adjustments: one points transaction between the member and the issued account, with
// a reason (an operator's, or the seed's welcome points).
import { and, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import type { Tx } from '../kernel';
import { AppError, notFound } from '../kernel';
import { accruePoints } from './accrual';
import { lockPointAccount, postPoints, systemPointAccount } from './points-ledger';
import { pointRules } from './settings';

type Adjustment = components['schemas']['PointAdjustment'];

/**
 * Adds (or takes away) points inside `tx`; `key` makes it happen once. Returns the balance
 * before and after.
 */
export async function grantPoints(
  tx: Tx,
  input: {
    merchantId: number;
    memberId: number;
    points: bigint;
    reason: string;
    key: string;
    now: number;
  },
): Promise<{ before: bigint; after: bigint; transactionId: number }> {
  const account = await lockPointAccount(tx, input.merchantId, input.memberId);
  if (input.points === 0n || account.balance + input.points < 0n) {
    throw new AppError(400, 'point.adjust.invalid', 'The member has fewer points than that', {
      balance: Number(account.balance),
    });
  }
  const issued = await systemPointAccount(tx, input.merchantId, 'issued');
  const posted = await postPoints(tx, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    kind: 'adjust',
    idempotencyKey: `adjust:${input.key}`,
    memo: { reason: input.reason.slice(0, 200) },
    legs: [
      { accountId: issued, amount: -input.points, kind: 'system' },
      { accountId: account.id, amount: input.points, kind: 'member' },
    ],
    now: input.now,
  });
  return {
    before: account.balance,
    after: posted.balances.get(account.id) ?? account.balance,
    transactionId: posted.transactionId,
  };
}

export async function adjustPoints(
  db: Db,
  input: {
    merchantId: number;
    account: string;
    points: number;
    reason: string;
    key: string;
    now: number;
    audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>;
  },
): Promise<Adjustment> {
  const { merchantId, now } = input;
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, 'request.param.err', 'A reason is required');
  if (!Number.isSafeInteger(input.points) || input.points === 0) {
    throw new AppError(400, 'point.adjust.invalid', 'Adjust by a whole number of points, not zero');
  }
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, input.account)));
  if (!member) throw notFound('No such member');
  const rules = await pointRules(db, merchantId);
  return db.transaction(async (tx) => {
    await accruePoints(tx, { merchantId, memberId: member.id, rules, now });
    const moved = await grantPoints(tx, {
      merchantId,
      memberId: member.id,
      points: BigInt(input.points),
      reason,
      key: input.key,
      now,
    });
    const result: Adjustment = {
      account: input.account,
      points: input.points,
      balance: Number(moved.after),
      reason,
      transactionId: moved.transactionId,
    };
    await input.audit(tx, { account: input.account, balance: Number(moved.before) }, result);
    return result;
  });
}
