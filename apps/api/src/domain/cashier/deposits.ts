// Deposits. Online: a pending deposit with a provider payment whose signed callback credits the
// member (one ledger transaction: deposit clearing -> member). Bank transfer: pending until an
// operator confirms (credit) or rejects it. Pending online payments expire.
// This file: the member's deposit request (channel, amount, limits; the provider's payment or
// the bank transfer's details) and the deposit as answers show it. Callbacks and the demo
// provider's page: payment-callbacks.ts; crediting, closing, the operator's decision and
// expiry: deposit-outcomes.ts; the member's and the operator's lists: deposit-views.ts.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema/cashier';
import { AppError, checkRange, lockMemberAccount, parseAmount, toDecimal } from '../kernel';
import type { Merchant } from '../merchants';
import { checkDepositLimits } from './limits';
import { paymentProvider } from './providers';
import { type CashierSettings, cashierSettings, offeredChannels } from './settings';
import { orderId } from './shared';

export type DepositWire = components['schemas']['Deposit'];
type DepositRequest = components['schemas']['DepositRequest'];
export type DepositRow = typeof deposits.$inferSelect;

export function depositToWire(row: DepositRow, settings: CashierSettings): DepositWire {
  const bank = row.bankAccountId
    ? (settings.receivingBanks.find((b) => b.id === row.bankAccountId) ?? null)
    : null;
  return {
    id: row.id,
    channel: row.channel,
    channelType: row.channelType,
    amount: toDecimal(row.amount),
    currency: row.currency,
    status: row.status as DepositWire['status'],
    payUrl:
      row.channelType === 'online' && row.status === 'pending' && row.paymentId
        ? `/payment/${row.provider ?? 'demo'}/pay/${row.paymentId}`
        : null,
    bankAccount: bank,
    depositorName: row.depositorName,
    reference: row.reference,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    failureReason: row.failureReason,
  };
}

export async function createDeposit(
  db: Db,
  input: {
    merchant: Merchant;
    memberId: number;
    channel: string;
    body: DepositRequest;
    language: string;
    now: number;
  },
): Promise<DepositWire> {
  const { merchant, memberId, body, now } = input;
  const settings = await cashierSettings(db, merchant.id);
  if (!settings.allowDeposit) {
    throw new AppError(400, 'function.not.available', 'Deposits are not available');
  }
  const channel = offeredChannels(settings.depositChannels).find((c) => c.code === input.channel);
  if (!channel) throw new AppError(400, 'deposit.channel.invalid', 'No such deposit channel');
  const amount = parseAmount(body.amount);
  checkRange(amount, parseAmount(channel.min), parseAmount(channel.max));
  let bankAccountId: number | null = null;
  let depositorName: string | null = null;
  let reference: string | null = null;
  if (channel.type === 'bank') {
    depositorName = body.depositorName?.trim() || null;
    reference = body.reference?.trim() || null;
    if (body.bankAccountId === undefined || !depositorName || !reference) {
      throw new AppError(
        400,
        'deposit.fields.required',
        'Choose the receiving account and enter the depositor name and reference',
      );
    }
    if (!settings.receivingBanks.some((b) => b.id === body.bankAccountId)) {
      throw new AppError(400, 'deposit.channel.invalid', 'No such receiving bank account');
    }
    bankAccountId = body.bankAccountId;
  }
  const provider = channel.type === 'online' ? paymentProvider(channel.provider ?? 'demo') : null;
  if (channel.type === 'online' && !provider) {
    throw new AppError(400, 'deposit.channel.invalid', 'This channel has no payment provider');
  }
  const id = orderId('D', now);
  const payment = provider?.createPayment({
    orderId: id,
    amount: toDecimal(amount),
    currency: merchant.currency,
  });
  const row = await db.transaction(async (tx) => {
    await lockMemberAccount(tx, merchant.id, memberId, merchant.currency);
    await checkDepositLimits(tx, memberId, amount, now);
    const [created] = await tx
      .insert(deposits)
      .values({
        id,
        merchantId: merchant.id,
        memberId,
        channel: channel.code,
        channelType: channel.type,
        amount,
        currency: merchant.currency,
        status: 'pending',
        paymentId: payment?.paymentId ?? null,
        provider: provider?.code ?? null,
        bankAccountId,
        depositorName,
        reference,
        language: input.language,
        expiresAt:
          channel.type === 'online' ? new Date(now + settings.paymentExpiryMinutes * 60_000) : null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return created!;
  });
  return depositToWire(row, settings);
}
