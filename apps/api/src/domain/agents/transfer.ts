// Transfer to a downline: checked against the agent's payment password (with its lockout),
// one balanced ledger transaction (agent debited, downline credited) keyed by the caller's
// Idempotency-Key, and an inbox message to each side written in the same database
// transaction.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { verifyPaymentPassword } from '../cashier';
import {
  AppError,
  badRequest,
  entryAmount,
  memberAccount,
  post,
  toDecimal,
  toMinor,
} from '../kernel';
import { writeMessage } from '../messages';
import { type Caller, requireDownline } from './tree';

export interface TransferInput {
  memberId: number;
  amount: string;
  paymentPassword: string;
  remark?: string | undefined;
}

export async function transferToDownline(
  db: Db,
  agent: Caller,
  input: TransferInput,
  options: { idempotencyKey: string; currency: string; now: number },
) {
  if (input.memberId === agent.id) {
    throw new AppError(400, 'agent.transfer.self', 'You cannot transfer to yourself');
  }
  await requireDownline(db, agent.id, input.memberId);
  const amount = toMinor(input.amount);
  if (amount <= 0n) throw badRequest('The amount must be greater than zero');
  await verifyPaymentPassword(db, agent.id, input.paymentPassword, options.now);
  const names = new Map(
    (
      await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, [agent.id, input.memberId]))
    ).map((m) => [m.id, m.username]),
  );
  const key = `agent-transfer:${agent.id}:${options.idempotencyKey}`;
  return db.transaction(async (tx) => {
    const from = await memberAccount(tx, agent.merchantId, agent.id, options.currency);
    const to = await memberAccount(tx, agent.merchantId, input.memberId, options.currency);
    let result;
    try {
      result = await post(tx, {
        merchantId: agent.merchantId,
        kind: 'transfer',
        idempotencyKey: key,
        reference: `member:${input.memberId}`,
        legs: [
          { accountId: from.id, amount: -amount, kind: 'member' },
          { accountId: to.id, amount, kind: 'member' },
        ],
        now: options.now,
      });
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'account.balance.not.enough') {
        throw new AppError(
          400,
          'agent.transfer.balance.not.enough',
          'Your balance does not cover this transfer',
        );
      }
      throw error;
    }
    const credited = await entryAmount(tx, result.transactionId, to.id);
    if (result.replayed && credited === null) {
      throw badRequest('This Idempotency-Key was used for another transfer');
    }
    const moved = toDecimal(credited ?? amount);
    const id = String(result.transactionId);
    const message = (
      memberId: number,
      type: 'transfer_sent' | 'transfer_received',
      other: number,
    ) =>
      writeMessage(tx, {
        merchantId: agent.merchantId,
        memberId,
        type,
        eventKey: `${type}:${result.transactionId}`,
        values: { amount: moved, id, account: names.get(other) ?? '' },
        now: options.now,
        topics: ['balance'],
      });
    await message(agent.id, 'transfer_sent', input.memberId);
    await message(input.memberId, 'transfer_received', agent.id);
    // One connection (the transaction): one read after the other.
    const mine = await memberAccount(tx, agent.merchantId, agent.id, options.currency);
    const theirs = await memberAccount(tx, agent.merchantId, input.memberId, options.currency);
    return {
      transactionId: result.transactionId,
      amount: moved,
      balance: toDecimal(mine.balance),
      downlineBalance: toDecimal(theirs.balance),
      replayed: result.replayed,
    };
  });
}
