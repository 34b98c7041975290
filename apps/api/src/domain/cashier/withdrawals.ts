// Withdrawals. A withdrawal moves the amount from the member's balance to the
// pending-withdrawals account in one ledger transaction; an operator approves it (to payout
// clearing) or rejects it (back to the member), then marks it disbursed. The member confirms
// receipt; no answer within the merchant's minutes counts as received (see jobs.ts).
// This file: the member's request (its checks, the move to pending) and the count of a
// member's withdrawals today in the merchant's days. Bank cards: bank-cards.ts; reads and
// lists: withdrawal-views.ts; the operator's decisions: withdrawal-review.ts; receipts and
// disputes: withdrawal-receipts.ts.
import { and, count, eq, gte } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { bankCards, withdrawals } from '../../db/schema/cashier';
import {
  AppError,
  checkRange,
  lockMemberAccount,
  memberZone,
  parseAmount,
  post,
  systemAccount,
  toDecimal,
} from '../kernel';
import type { Merchant } from '../merchants';
import { requireWageringMet } from '../rewards';
import { periodStart } from '../responsible-gaming';
import { verifyPaymentPassword } from './payment-password';
import { cashierSettings } from './settings';
import { orderId } from './shared';
import { wireOf, type WithdrawalWire } from './withdrawal-views';

type WithdrawRequest = components['schemas']['WithdrawRequest'];

export async function createWithdrawal(
  db: Db,
  input: {
    merchant: Merchant;
    memberId: number;
    body: WithdrawRequest;
    language: string;
    now: number;
  },
): Promise<WithdrawalWire> {
  const { merchant, memberId, body, now } = input;
  const settings = await cashierSettings(db, merchant.id);
  if (!settings.allowWithdraw) {
    throw new AppError(400, 'function.not.available', 'Withdrawals are not available');
  }
  const amount = parseAmount(body.amount);
  const channel = body.channel
    ? settings.withdraw.channels.find((c) => c.code === body.channel)
    : settings.withdraw.channels[0];
  if (!channel) throw new AppError(400, 'request.param.err', 'No such withdraw channel');
  const min = [parseAmount(settings.withdraw.min), parseAmount(channel.min)].reduce((a, b) =>
    a > b ? a : b,
  );
  const max = [parseAmount(settings.withdraw.max), parseAmount(channel.max)].reduce((a, b) =>
    a < b ? a : b,
  );
  checkRange(amount, min, max);
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, body.bankCardId), eq(bankCards.memberId, memberId)));
  if (!card) throw new AppError(400, 'bankcard.not.found', 'No such bank card');
  await verifyPaymentPassword(db, memberId, body.paymentPassword, now);
  const id = orderId('W', now);
  await db.transaction(async (tx) => {
    const account = await lockMemberAccount(tx, merchant.id, memberId, merchant.currency);
    // With the account locked no reward can be credited meanwhile: the figure is exact.
    await requireWageringMet(tx, memberId, now);
    const [today] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          gte(
            withdrawals.createdAt,
            new Date(periodStart('daily', now, merchant.settings.timeZone)),
          ),
        ),
      );
    if (Number(today?.n ?? 0) >= settings.withdraw.dailyCount) {
      throw new AppError(
        400,
        'withdraw.daily.count',
        "You have reached today's number of withdrawals",
        {
          dailyCount: settings.withdraw.dailyCount,
        },
      );
    }
    if (account.balance < amount) {
      throw new AppError(400, 'account.balance.not.enough', 'Your balance is not enough', {
        balance: toDecimal(account.balance),
      });
    }
    const pending = await systemAccount(tx, merchant.id, 'pending_withdrawals', merchant.currency);
    await tx.insert(withdrawals).values({
      id,
      merchantId: merchant.id,
      memberId,
      amount,
      currency: merchant.currency,
      status: 'pending',
      channel: channel.code,
      bankCardId: card.id,
      language: input.language,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    await post(tx, {
      merchantId: merchant.id,
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${id}`,
      reference: id,
      legs: [
        { accountId: account.id, amount: -amount, kind: 'member' },
        { accountId: pending, amount, kind: 'house' },
      ],
      now,
    });
  });
  return wireOf(db, merchant.id, id);
}

export async function withdrawalsToday(db: Db, memberId: number, now: number): Promise<number> {
  const zone = await memberZone(db, memberId);
  const [n] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, new Date(periodStart('daily', now, zone))),
      ),
    );
  return Number(n?.n ?? 0);
}
