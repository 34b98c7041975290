// Deposits. Online: a pending deposit with a provider payment whose signed callback credits the
// member (one ledger transaction: deposit clearing -> member). Bank transfer: pending until an
// operator confirms (credit) or rejects it. Pending online payments expire.
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { deposits, paymentCallbacks } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { merchants } from '../../db/schema/merchants';
import { lockMemberAccount, post, systemAccount, toDecimal, type Tx } from '../kernel';
import type { Merchant } from '../merchants';
import { findMerchantByCode } from '../merchants';
import { writeMessage } from '../messages';
import { rewardReferrer } from '../referral';
import { AppError, checkRange, notFound, parseAmount } from '../kernel';
import { checkDepositLimits } from './limits';
import type { PayPageState } from './demo-pay-page';
import {
  callbackRefused,
  demoProvider,
  type PaymentNotification,
  paymentProvider,
} from './providers';
import { type CashierSettings, cashierSettings } from './settings';
import { orderId, pageOf, type PageInput, stateInvalid } from './shared';

export type DepositWire = components['schemas']['Deposit'];
type DepositRequest = components['schemas']['DepositRequest'];
type DepositRow = typeof deposits.$inferSelect;

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
  const channel = settings.depositChannels.find((c) => c.code === input.channel);
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

/** Credits a pending deposit: one ledger transaction, the member's message, a referral reward. */
async function credit(tx: Tx, row: DepositRow, now: number): Promise<DepositRow | null> {
  const [updated] = await tx
    .update(deposits)
    .set({ status: 'credited', updatedAt: new Date(now) })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')))
    .returning();
  if (!updated) return null;
  const member = await lockMemberAccount(tx, row.merchantId, row.memberId, row.currency);
  const clearing = await systemAccount(tx, row.merchantId, 'deposit_clearing', row.currency);
  await post(tx, {
    merchantId: row.merchantId,
    kind: 'deposit',
    idempotencyKey: `deposit:${row.id}`,
    reference: row.id,
    legs: [
      { accountId: clearing, amount: -row.amount, kind: 'house' },
      { accountId: member.id, amount: row.amount, kind: 'member' },
    ],
    now,
  });
  await writeMessage(tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    language: row.language,
    type: 'deposit_credited',
    eventKey: `deposit:${row.id}`,
    values: { id: row.id, amount: `${toDecimal(row.amount)} ${row.currency}` },
    now,
  });
  // The invitee's deposit may complete their referrer's reward (paid once, in this transaction).
  await rewardReferrer(tx, {
    merchantId: row.merchantId,
    inviteeId: row.memberId,
    currency: row.currency,
    now,
  });
  return updated;
}

/** Ends a pending deposit without money (failed, cancelled, expired). */
async function close(
  tx: Tx | Db,
  row: DepositRow,
  status: 'failed' | 'cancelled' | 'expired',
  reason: string | null,
  now: number,
): Promise<DepositRow | null> {
  const [updated] = await tx
    .update(deposits)
    .set({ status, failureReason: reason, updatedAt: new Date(now) })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')))
    .returning();
  if (updated && status !== 'cancelled') {
    await writeMessage(tx, {
      merchantId: row.merchantId,
      memberId: row.memberId,
      language: row.language,
      type: 'deposit_failed',
      eventKey: `deposit:${row.id}`,
      values: {
        id: row.id,
        amount: `${toDecimal(row.amount)} ${row.currency}`,
        reason: reason ?? status,
      },
      now,
    });
  }
  return updated ?? null;
}

interface CallbackLog {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

/**
 * A provider's notification: verified (signature, timestamp window, merchant, order, amount,
 * currency), then applied once. Every delivery is recorded; refusals credit nothing.
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

// ---- the member's and the operator's views

export async function memberDeposits(
  db: Db,
  memberId: number,
  merchantId: number,
  status: string | undefined,
  paging: PageInput,
): Promise<ReturnType<typeof pageOf<DepositWire>>> {
  const where = and(
    eq(deposits.memberId, memberId),
    status ? eq(deposits.status, status) : undefined,
  );
  return depositPage(db, merchantId, where, paging, (row, s) => depositToWire(row, s));
}

async function depositPage<T>(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  paging: PageInput,
  map: (row: DepositRow, settings: CashierSettings, account: string) => T,
) {
  const settings = await cashierSettings(db, merchantId);
  const [total] = await db
    .select({ n: count() })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where);
  const rows = await db
    .select({ d: deposits, account: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  return pageOf(
    rows.map((r) => map(r.d, settings, r.account)),
    Number(total?.n ?? 0),
    paging,
  );
}

export async function memberDeposit(
  db: Db,
  memberId: number,
  merchantId: number,
  id: string,
): Promise<DepositWire> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.memberId, memberId)));
  if (!row) throw notFound('No such deposit');
  return depositToWire(row, await cashierSettings(db, merchantId));
}

export type OperatorDepositWire = components['schemas']['OperatorDeposit'];

const operatorDeposit = (row: DepositRow, settings: CashierSettings, account: string) => ({
  ...depositToWire(row, settings),
  memberId: row.memberId,
  account,
});

export function operatorDeposits(
  db: Db,
  merchantId: number,
  filter: { status?: string | undefined; account?: string | undefined },
  paging: PageInput,
) {
  const where = and(
    eq(deposits.merchantId, merchantId),
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.account !== undefined ? eq(members.username, filter.account) : undefined,
  );
  return depositPage(db, merchantId, where, paging, operatorDeposit);
}

async function operatorDepositById(
  db: Db | Tx,
  merchantId: number,
  id: string,
): Promise<OperatorDepositWire> {
  const [row] = await db
    .select({ d: deposits, account: members.username })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(and(eq(deposits.id, id), eq(deposits.merchantId, merchantId)));
  if (!row) throw notFound('No such deposit');
  return operatorDeposit(row.d, await cashierSettings(db, merchantId), row.account);
}

/** Operator: confirm (credit) or reject a pending bank-transfer deposit. */
export async function decideDeposit(
  db: Db,
  input: {
    merchantId: number;
    id: string;
    decision: 'confirm' | 'reject';
    reason?: string;
    now: number;
    audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>;
  },
): Promise<OperatorDepositWire> {
  return db.transaction(async (tx) => {
    const before = await operatorDepositById(tx, input.merchantId, input.id);
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, input.id));
    if (!row || row.status !== 'pending') throw stateInvalid('This deposit');
    if (input.decision === 'confirm') {
      if (row.channelType !== 'bank') throw stateInvalid('An online payment');
      if (!(await credit(tx, row, input.now))) throw stateInvalid('This deposit');
    } else if (!(await close(tx, row, 'failed', input.reason ?? 'rejected', input.now))) {
      throw stateInvalid('This deposit');
    }
    const after = await operatorDepositById(tx, input.merchantId, input.id);
    await input.audit(tx, before, after);
    return after;
  });
}

/** Pending online payments past their time become expired. */
export async function expireDeposits(db: Db | Tx, now: number): Promise<number> {
  const due = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'pending'),
        eq(deposits.channelType, 'online'),
        lt(deposits.expiresAt, new Date(now)),
      ),
    )
    .limit(500);
  let n = 0;
  for (const row of due) {
    if (await close(db, row, 'expired', 'payment time expired', now)) n += 1;
  }
  return n;
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
