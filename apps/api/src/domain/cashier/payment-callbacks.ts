// Online payments: a provider's signed callback, verified and applied once (every delivery
// recorded), and the demo provider's hosted page, whose pay and cancel buttons notify through
// the same callback.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, paymentCallbacks } from '../../db/schema/cashier';
import { merchants } from '../../db/schema/merchants';
import { AppError, parseAmount, toDecimal } from '../kernel';
import { findMerchantByCode } from '../merchants';
import type { PayPageState } from './demo-pay-page';
import { close, credit, holdLatePayment } from './deposit-outcomes';
import type { DepositRow, DepositWire } from './deposits';
import {
  callbackRefused,
  demoProvider,
  type PaymentNotification,
  paymentProvider,
} from './providers';
import { cashierSettings } from './settings';

interface CallbackLog {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

/**
 * A provider's notification: verified (signature, timestamp window, merchant, order, amount,
 * currency), then applied once. Every delivery is recorded; refusals credit nothing. A "paid"
 * notification at or after the payment's `expiresAt` is never credited by itself, whether or
 * not the expiry job has run: the deposit waits (pending, `latePaidAt`) in the operators'
 * queue for a credit or a refusal (the provider refunds the payer), recorded as `review`.
 */
export async function handlePaymentCallback(
  db: Db,
  input: {
    provider: string;
    rawBody: string;
    signature: string;
    timestamp: string;
    now: number;
    log: CallbackLog;
  },
): Promise<{ status: DepositWire['status'] }> {
  const { now, rawBody } = input;
  let depositId: string | null = null;
  const record = (outcome: string, reason: string | null) =>
    db.insert(paymentCallbacks).values({
      provider: input.provider.slice(0, 32),
      depositId,
      outcome,
      reason,
      body: rawBody.slice(0, 4000),
      receivedAt: new Date(now),
    });
  try {
    const provider = paymentProvider(input.provider);
    if (!provider) throw callbackRefused('unknown provider');
    let claimed: Partial<PaymentNotification>;
    try {
      claimed = JSON.parse(rawBody) as Partial<PaymentNotification>;
    } catch {
      throw callbackRefused('body is not JSON');
    }
    const merchant =
      typeof claimed.merchant === 'string' ? await findMerchantByCode(db, claimed.merchant) : null;
    if (!merchant) throw callbackRefused('unknown merchant');
    const settings = await cashierSettings(db, merchant.id);
    const secret = settings.providers[provider.code]?.secret;
    if (!secret) throw callbackRefused('provider not configured for the merchant');
    const note = provider.verify({
      secret,
      rawBody,
      signature: input.signature,
      timestamp: input.timestamp,
      now,
    });
    depositId = typeof note.orderId === 'string' ? note.orderId.slice(0, 40) : null;
    const [row] = await db
      .select()
      .from(deposits)
      .where(
        and(
          eq(deposits.id, depositId ?? ''),
          eq(deposits.merchantId, merchant.id),
          eq(deposits.provider, provider.code),
        ),
      );
    if (!row || row.paymentId !== note.paymentId) throw callbackRefused('unknown payment');
    let amount: bigint | null = null;
    try {
      amount = parseAmount(String(note.amount));
    } catch {
      amount = null;
    }
    if (amount !== row.amount) throw callbackRefused('amount differs from the deposit');
    if (note.currency !== row.currency) throw callbackRefused('currency differs from the deposit');
    if (!['paid', 'cancelled', 'failed'].includes(note.status)) throw callbackRefused('bad status');
    const late = note.status === 'paid' && row.expiresAt !== null && now >= row.expiresAt.getTime();
    if (late) {
      const held = await holdLatePayment(db, row, now);
      const [current] = await db.select().from(deposits).where(eq(deposits.id, row.id));
      await record(
        held ? 'review' : 'repeated',
        held ? 'paid after expiry: awaiting an operator' : `already ${current?.status}`,
      );
      input.log.warn(
        { depositId, status: current?.status, late: true },
        'payment paid after expiry',
      );
      return { status: (current?.status ?? row.status) as DepositWire['status'] };
    }
    const applied = await db.transaction(async (tx) => {
      if (note.status === 'paid') return credit(tx, row, now);
      return close(
        tx,
        row,
        note.status === 'failed' ? 'failed' : 'cancelled',
        note.status === 'failed' ? 'payment failed' : null,
        now,
      );
    });
    const [current] = await db.select().from(deposits).where(eq(deposits.id, row.id));
    await record(applied ? 'applied' : 'repeated', applied ? null : `already ${current?.status}`);
    input.log.info({ depositId, status: current?.status, repeated: !applied }, 'payment callback');
    return { status: (current?.status ?? row.status) as DepositWire['status'] };
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'payment.callback.invalid') {
      await record('refused', error.message);
      input.log.warn(
        { depositId, provider: input.provider, reason: error.message },
        'payment callback refused',
      );
    }
    throw error;
  }
}

// ---- the demo provider's hosted page

async function depositByPaymentId(db: Db, paymentId: string): Promise<DepositRow | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.paymentId, paymentId));
  return row ?? null;
}

/** The demo provider's side of its hosted page: show, or pay / cancel and notify. */
export async function demoPayment(
  db: Db,
  input: {
    paymentId: string;
    action: 'show' | 'pay' | 'cancel';
    now: number;
    log: CallbackLog;
  },
): Promise<{ state: PayPageState; row: DepositRow; merchantName: string } | null> {
  const row = await depositByPaymentId(db, input.paymentId);
  if (!row || row.provider !== 'demo') return null;
  const [merchant] = await db
    .select({ code: merchants.code, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, row.merchantId));
  const merchantName = merchant?.name ?? '';
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= input.now;
  if (row.status !== 'pending' || expired) {
    const state: PayPageState =
      row.status === 'credited'
        ? 'paid'
        : row.status === 'cancelled'
          ? 'cancelled'
          : expired || row.status === 'expired'
            ? 'expired'
            : 'closed';
    return { state, row, merchantName };
  }
  if (input.action === 'show') return { state: 'open', row, merchantName };
  const provider = demoProvider;
  const settings = await cashierSettings(db, row.merchantId);
  const rawBody = JSON.stringify({
    paymentId: row.paymentId ?? '',
    merchant: merchant?.code ?? '',
    orderId: row.id,
    amount: toDecimal(row.amount),
    currency: row.currency,
    status: input.action === 'pay' ? 'paid' : 'cancelled',
  } satisfies PaymentNotification);
  const timestamp = String(Math.floor(input.now / 1000));
  const { status } = await handlePaymentCallback(db, {
    provider: provider.code,
    rawBody,
    timestamp,
    signature: provider.sign(settings.providers.demo?.secret ?? '', timestamp, rawBody),
    now: input.now,
    log: input.log,
  });
  return {
    state: status === 'credited' ? 'paid' : status === 'cancelled' ? 'cancelled' : 'closed',
    row,
    merchantName,
  };
}
