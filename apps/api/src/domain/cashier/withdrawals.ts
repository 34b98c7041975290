// Withdrawals. A withdrawal moves the amount from the member's balance to the
// pending-withdrawals account in one ledger transaction; an operator approves it (to payout
// clearing) or rejects it (back to the member), then marks it disbursed. The member confirms
// receipt; no answer within the merchant's minutes counts as received (see jobs.ts).
// This file: the member's request (its checks, the move to pending) and the count of a
// member's withdrawals today in the merchant's days. Bank cards: bank-cards.ts; reads and
// lists: withdrawal-views.ts; the operator's decisions: withdrawal-review.ts; receipts and
// disputes: withdrawal-receipts.ts.
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { bankCards, withdrawals } from '../../db/schema/cashier';
import {
  AppError,
  checkRange,
  type DbOrTx,
  lockMemberAccount,
  parseAmount,
  post,
  systemAccount,
  toDecimal,
  readsOf,
} from '../kernel';
import { vipWithdrawalLimits } from '../loyalty';
import type { Merchant } from '../merchants';
import { requireWageringMet } from '../rewards';
import { periodStart } from '../responsible-gaming';
import { verifyPaymentPassword } from './payment-password';
import { cashierSettings, offeredChannels } from './settings';
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
  const offered = offeredChannels(settings.withdraw.channels);
  const channel = body.channel ? offered.find((c) => c.code === body.channel) : offered[0];
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
  // The member's VIP level's limits (the VIP page's benefits table, one rule: loyalty/vip.ts).
  const vip = await vipWithdrawalLimits(db, { merchant, memberId, lang: input.language, now });
  const id = orderId('W', now);
  await db.transaction(async (tx) => {
    const account = await lockMemberAccount(tx, merchant.id, memberId, merchant.currency);
    // With the account locked no reward can be credited meanwhile and no other withdrawal of
    // the member is made: the figures below are exact.
    await requireWageringMet(tx, memberId, now);
    const today = await withdrawnToday(tx, merchant, memberId, now);
    if (vip.dailyCount !== null && today.count >= vip.dailyCount) {
      throw new AppError(
        400,
        'withdraw.vip.daily.count',
        `Your VIP level ${vip.levelName ?? vip.level} allows ${vip.dailyCount} withdrawals a day`,
        { level: vip.levelName, dailyCount: vip.dailyCount },
      );
    }
    if (vip.dailyAmount !== null && today.amount + amount > vip.dailyAmount) {
      const left = vip.dailyAmount > today.amount ? vip.dailyAmount - today.amount : 0n;
      throw new AppError(
        400,
        'withdraw.vip.daily.amount',
        `Your VIP level ${vip.levelName ?? vip.level} allows ${toDecimal(vip.dailyAmount)} of withdrawals a day`,
        { level: vip.levelName, dailyAmount: toDecimal(vip.dailyAmount), left: toDecimal(left) },
      );
    }
    if (today.count >= settings.withdraw.dailyCount) {
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

/**
 * The member's withdrawals asked for today, in the merchant's day (kernel/calendar): how many
 * (all of them), and their total without the rejected ones (that money came back).
 */
export async function withdrawnToday(
  db: DbOrTx,
  merchant: Pick<Merchant, 'settings'>,
  memberId: number,
  now: number,
): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({
      n: count(),
      amount: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${ne(withdrawals.status, 'rejected')}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, new Date(periodStart('daily', now, merchant.settings.timeZone))),
      ),
    );
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.amount ?? '0') };
}

/**
 * The withdraw page's limits: the day's count (the fewer of the merchant's and the VIP
 * level's) and the VIP level's daily amount, with what today has used of them. The same
 * figures createWithdrawal enforces.
 */
export async function withdrawLimitsOf(
  db: Db,
  input: { merchant: Merchant; memberId: number; language: string; now: number },
) {
  const { merchant, memberId, now } = input;
  const [settings, vip, today] = await readsOf(db, [
    async () => cashierSettings(db, merchant.id),
    async () => vipWithdrawalLimits(db, { merchant, memberId, lang: input.language, now }),
    async () => withdrawnToday(db, merchant, memberId, now),
  ]);
  return {
    dailyCount: Math.min(settings.withdraw.dailyCount, vip.dailyCount ?? Infinity),
    usedToday: today.count,
    dailyAmount: vip.dailyAmount === null ? null : toDecimal(vip.dailyAmount),
    usedAmountToday: toDecimal(today.amount),
    vipLevelName: vip.levelName,
  };
}
