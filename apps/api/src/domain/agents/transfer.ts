// Transfer to a downline: checked against the agent's payment password, one balanced ledger
// transaction (agent debited, downline credited), keyed by the caller's Idempotency-Key so a
// retry moves nothing twice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';
import { members } from '../../db/schema/members';
import { verifyPassword } from '../accounts';
import { memberAccount, post, toDecimal, toMinor } from '../ledger';
import { AppError, badRequest } from '../shared';
import { type Caller, requireDownline } from './tree';

export interface TransferInput {
  memberId: number;
  amount: string;
  paymentPassword: string;
  remark?: string | undefined;
}

async function checkPaymentPassword(db: Db, agentId: number, password: string): Promise<void> {
  const [row] = await db
    .select({ profile: members.profile })
    .from(members)
    .where(eq(members.id, agentId));
  const hash = row?.profile.paymentPasswordHash;
  if (!hash) {
    throw new AppError(400, 'payment.password.not.set', 'Please set a payment password first');
  }
  if (!(await verifyPassword(password, hash))) {
    throw new AppError(400, 'payment.password.invalid', 'The payment password is incorrect');
  }
}

export async function transferToDownline(
  db: Db,
  agent: Caller,
  input: TransferInput,
  options: { idempotencyKey: string | undefined; currency: string; now: number },
) {
  if (input.memberId === agent.id) {
    throw new AppError(400, 'agent.transfer.self', 'You cannot transfer to yourself');
  }
  await requireDownline(db, agent.id, input.memberId);
  const amount = toMinor(input.amount);
  if (amount <= 0n) throw badRequest('The amount must be greater than zero');
  await checkPaymentPassword(db, agent.id, input.paymentPassword);
  const key = `agent-transfer:${agent.id}:${options.idempotencyKey ?? randomUUID()}`;
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
    const [credited] = await tx
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transactionId, result.transactionId),
          eq(ledgerEntries.accountId, to.id),
        ),
      );
    if (result.replayed && !credited) {
      throw new AppError(
        400,
        'request.param.err',
        'This Idempotency-Key was used for another transfer',
      );
    }
    const balances = await Promise.all([
      memberAccount(tx, agent.merchantId, agent.id, options.currency),
      memberAccount(tx, agent.merchantId, input.memberId, options.currency),
    ]);
    return {
      transactionId: result.transactionId,
      amount: toDecimal(credited?.amount ?? amount),
      balance: toDecimal(balances[0].balance),
      downlineBalance: toDecimal(balances[1].balance),
      replayed: result.replayed,
    };
  });
}
