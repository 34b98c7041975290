// Bank cards and withdrawals. A withdrawal moves the amount from the member's balance to the
// pending-withdrawals account in one ledger transaction; an operator approves it (to payout
// clearing) or rejects it (back to the member), then marks it disbursed. The member confirms
// receipt; no answer within the merchant's minutes counts as received (see jobs.ts).
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { bankCards, withdrawalProofs, withdrawals } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { lockMemberAccount, memberZone, post, systemAccount, toDecimal, type Tx } from '../kernel';
import type { Merchant } from '../merchants';
import { writeMessage } from '../messages';
import { requireWageringMet } from '../rewards';
import { sniffImage } from '../content';
import { AppError, checkRange, notFound, parseAmount } from '../kernel';
import { verifyPaymentPassword } from './payment-password';
import { type CashierSettings, cashierSettings } from './settings';
import { orderId, pageOf, type PageInput, stateInvalid } from './shared';
import { periodStart } from '../responsible-gaming';

type BankCardWire = components['schemas']['BankCard'];
export type WithdrawalWire = components['schemas']['Withdrawal'];
export type OperatorWithdrawalWire = components['schemas']['OperatorWithdrawal'];
type BindRequest = components['schemas']['BindBankCardRequest'];
type WithdrawRequest = components['schemas']['WithdrawRequest'];
type ReceiptRequest = components['schemas']['ReceiptRequest'];
type CardRow = typeof bankCards.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

const MAX_CARDS = 5;
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** Three base64 images of the largest size, plus the rest of the answer. */
export const RECEIPT_BODY_LIMIT = 28 * 1024 * 1024;

const mask = (digits: string) => `**** **** ${digits.slice(-4)}`;
const normName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

function cardToWire(row: CardRow, settings: CashierSettings): BankCardWire {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: settings.withdrawBanks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
    accountName: row.accountName,
    accountNumber: mask(row.accountNumber),
    createdAt: row.createdAt.getTime(),
  };
}

export async function listBankCards(db: Db, merchantId: number, memberId: number) {
  const settings = await cashierSettings(db, merchantId);
  const rows = await db
    .select()
    .from(bankCards)
    .where(eq(bankCards.memberId, memberId))
    .orderBy(bankCards.id);
  return rows.map((r) => cardToWire(r, settings));
}

export async function bindBankCard(
  db: Db,
  input: { merchantId: number; memberId: number; body: BindRequest; now: number },
): Promise<BankCardWire> {
  const { body } = input;
  const settings = await cashierSettings(db, input.merchantId);
  if (!settings.withdrawBanks.some((b) => b.code === body.bankCode)) {
    throw new AppError(400, 'bankcard.bank.invalid', 'Please choose a bank from the list');
  }
  const digits = body.accountNumber.replace(/[\s-]/g, '');
  if (!/^[0-9]{6,30}$/.test(digits)) {
    throw new AppError(400, 'bankcard.number.invalid', 'The account number must be 6 to 30 digits');
  }
  const accountName = body.accountName.trim().replace(/\s+/g, ' ');
  if (accountName === '') {
    throw new AppError(400, 'bankcard.name.mismatch', 'Enter the account holder name');
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('update');
    if (member?.payeeName) {
      if (normName(member.payeeName) !== normName(accountName)) {
        throw new AppError(
          400,
          'bankcard.name.mismatch',
          'The account holder must be the payee name of your account',
        );
      }
    } else {
      await tx
        .update(members)
        .set({ payeeName: accountName })
        .where(eq(members.id, input.memberId));
    }
    const [n] = await tx
      .select({ n: count() })
      .from(bankCards)
      .where(eq(bankCards.memberId, input.memberId));
    if (Number(n?.n ?? 0) >= MAX_CARDS) {
      throw new AppError(400, 'bankcard.limit', `At most ${MAX_CARDS} bank cards`);
    }
    const [row] = await tx
      .insert(bankCards)
      .values({
        merchantId: input.merchantId,
        memberId: input.memberId,
        bankCode: body.bankCode,
        accountName,
        accountNumber: digits,
        branch: body.branch?.trim() || null,
        createdAt: new Date(input.now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(400, 'bankcard.duplicate', 'This account is already bound');
    return cardToWire(row, settings);
  });
}

function withdrawalToWire(
  row: WithdrawalRow,
  card: CardRow,
  settings: CashierSettings,
): WithdrawalWire {
  const ms = (d: Date | null) => d?.getTime() ?? null;
  return {
    id: row.id,
    amount: toDecimal(row.amount),
    currency: row.currency,
    status: row.status as WithdrawalWire['status'],
    channel: row.channel,
    bankCard: cardToWire(card, settings),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    disbursedAt: ms(row.disbursedAt),
    confirmBy: row.status === 'disbursed' ? ms(row.confirmBy) : null,
    receipt:
      row.receiptAnswer && row.receiptAt
        ? {
            answer: row.receiptAnswer as 'received' | 'partly_received' | 'not_received',
            receivedAmount: row.receivedAmount === null ? null : toDecimal(row.receivedAmount),
            comment: row.receiptComment,
            imageCount: 0,
            answeredAt: row.receiptAt.getTime(),
            automatic: row.receiptAutomatic,
          }
        : null,
    rejectReason: row.rejectReason,
    resolution:
      row.resolutionOutcome && row.resolvedAt
        ? {
            outcome: row.resolutionOutcome as 'paid' | 'refunded',
            refundAmount: row.refundAmount === null ? null : toDecimal(row.refundAmount),
            note: row.resolutionNote ?? '',
            resolvedAt: row.resolvedAt.getTime(),
          }
        : null,
  };
}

async function proofCount(db: Db | Tx, id: string): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, id));
  return Number(n?.n ?? 0);
}

async function loadWithdrawal(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<{ row: WithdrawalRow; card: CardRow; account: string } | null> {
  const [found] = await db
    .select({ w: withdrawals, c: bankCards, account: members.username })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where);
  return found ? { row: found.w, card: found.c, account: found.account } : null;
}

async function wireOf(db: Db | Tx, merchantId: number, id: string): Promise<WithdrawalWire> {
  const found = await loadWithdrawal(db, eq(withdrawals.id, id));
  if (!found) throw notFound('No such withdrawal');
  const wire = withdrawalToWire(found.row, found.card, await cashierSettings(db, merchantId));
  if (wire.receipt) wire.receipt.imageCount = await proofCount(db, id);
  return wire;
}

export async function operatorWithdrawal(
  db: Db | Tx,
  merchantId: number,
  id: string,
): Promise<OperatorWithdrawalWire> {
  const found = await loadWithdrawal(
    db,
    and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)),
  );
  if (!found) throw notFound('No such withdrawal');
  const wire = await wireOf(db, merchantId, id);
  return {
    ...wire,
    memberId: found.row.memberId,
    account: found.account,
    accountNumber: found.card.accountNumber,
  };
}

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

export async function memberWithdrawals(
  db: Db,
  merchantId: number,
  memberId: number,
  status: string | undefined,
  paging: PageInput,
) {
  return withdrawalPage(
    db,
    merchantId,
    and(eq(withdrawals.memberId, memberId), status ? eq(withdrawals.status, status) : undefined),
    paging,
    (w) => w,
  );
}

export function operatorWithdrawals(
  db: Db,
  merchantId: number,
  filter: { status?: string | undefined; account?: string | undefined },
  paging: PageInput,
) {
  return withdrawalPage(
    db,
    merchantId,
    and(
      eq(withdrawals.merchantId, merchantId),
      filter.status ? eq(withdrawals.status, filter.status) : undefined,
      filter.account !== undefined ? eq(members.username, filter.account) : undefined,
    ),
    paging,
    (w, row, card, account) => ({
      ...w,
      memberId: row.memberId,
      account,
      accountNumber: card.accountNumber,
    }),
  );
}

async function withdrawalPage<T>(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  paging: PageInput,
  map: (wire: WithdrawalWire, row: WithdrawalRow, card: CardRow, account: string) => T,
) {
  const settings = await cashierSettings(db, merchantId);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where);
  const rows = await db
    .select({ w: withdrawals, c: bankCards, account: members.username })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const content: T[] = [];
  for (const r of rows) {
    const wire = withdrawalToWire(r.w, r.c, settings);
    if (wire.receipt) wire.receipt.imageCount = await proofCount(db, r.w.id);
    content.push(map(wire, r.w, r.c, r.account));
  }
  return pageOf(content, Number(total?.n ?? 0), paging);
}

export async function memberWithdrawal(
  db: Db,
  merchantId: number,
  memberId: number,
  id: string,
): Promise<WithdrawalWire> {
  const found = await loadWithdrawal(
    db,
    and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)),
  );
  if (!found) throw notFound('No such withdrawal');
  return wireOf(db, merchantId, id);
}

// ---- operator decisions

type Audit = (tx: Tx, before: unknown, after: unknown) => Promise<void>;

/** Moves the withdrawal from one state to the next inside one database transaction. */
async function transition(
  db: Db,
  merchantId: number,
  id: string,
  from: string[],
  audit: Audit,
  apply: (tx: Tx, row: WithdrawalRow) => Promise<void>,
): Promise<OperatorWithdrawalWire> {
  return db.transaction(async (tx) => {
    const before = await operatorWithdrawal(tx, merchantId, id);
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || !from.includes(row.status)) throw stateInvalid('This withdrawal');
    await apply(tx, row);
    const after = await operatorWithdrawal(tx, merchantId, id);
    await audit(tx, before, after);
    return after;
  });
}

const amountText = (row: WithdrawalRow) => `${toDecimal(row.amount)} ${row.currency}`;

export function approveWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  now: number,
  audit: Audit,
) {
  return transition(db, merchantId, id, ['pending'], audit, async (tx, row) => {
    const pending = await systemAccount(tx, merchantId, 'pending_withdrawals', row.currency);
    const payout = await systemAccount(tx, merchantId, 'payout_clearing', row.currency);
    await tx
      .update(withdrawals)
      .set({ status: 'approved', updatedAt: new Date(now) })
      .where(eq(withdrawals.id, id));
    await post(tx, {
      merchantId,
      kind: 'withdrawal_payout',
      idempotencyKey: `withdrawal-approve:${id}`,
      reference: id,
      legs: [
        { accountId: pending, amount: -row.amount, kind: 'house' },
        { accountId: payout, amount: row.amount, kind: 'house' },
      ],
      now,
    });
    await writeMessage(tx, {
      merchantId,
      memberId: row.memberId,
      language: row.language,
      type: 'withdrawal_approved',
      eventKey: `withdrawal:${id}`,
      values: { id, amount: amountText(row) },
      now,
    });
  });
}

export function rejectWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  reason: string,
  now: number,
  audit: Audit,
) {
  return transition(db, merchantId, id, ['pending'], audit, async (tx, row) => {
    const pending = await systemAccount(tx, merchantId, 'pending_withdrawals', row.currency);
    const account = await lockMemberAccount(tx, merchantId, row.memberId, row.currency);
    await tx
      .update(withdrawals)
      .set({ status: 'rejected', rejectReason: reason, updatedAt: new Date(now) })
      .where(eq(withdrawals.id, id));
    await post(tx, {
      merchantId,
      kind: 'withdrawal_return',
      idempotencyKey: `withdrawal-reject:${id}`,
      reference: id,
      legs: [
        { accountId: pending, amount: -row.amount, kind: 'house' },
        { accountId: account.id, amount: row.amount, kind: 'member' },
      ],
      now,
    });
    await writeMessage(tx, {
      merchantId,
      memberId: row.memberId,
      language: row.language,
      type: 'withdrawal_rejected',
      eventKey: `withdrawal:${id}`,
      values: { id, amount: amountText(row), reason },
      now,
    });
  });
}

export async function disburseWithdrawal(
  db: Db,
  merchantId: number,
  id: string,
  now: number,
  audit: Audit,
) {
  const settings = await cashierSettings(db, merchantId);
  return transition(db, merchantId, id, ['approved'], audit, async (tx) => {
    await tx
      .update(withdrawals)
      .set({
        status: 'disbursed',
        disbursedAt: new Date(now),
        confirmBy: new Date(now + settings.receiptConfirmMinutes * 60_000),
        updatedAt: new Date(now),
      })
      .where(eq(withdrawals.id, id));
  });
}

export async function resolveDispute(
  db: Db,
  merchantId: number,
  id: string,
  input: { outcome: 'paid' | 'refunded'; refundAmount?: string | undefined; note: string },
  now: number,
  audit: Audit,
) {
  const refundInput = input.refundAmount === undefined ? null : parseAmount(input.refundAmount);
  return transition(db, merchantId, id, ['disputed'], audit, async (tx, row) => {
    if (input.outcome === 'paid') {
      await tx
        .update(withdrawals)
        .set({
          status: 'received',
          resolutionOutcome: 'paid',
          resolutionNote: input.note,
          resolvedAt: new Date(now),
          updatedAt: new Date(now),
        })
        .where(eq(withdrawals.id, id));
      return;
    }
    const refund = refundInput ?? row.amount;
    checkRange(refund, 1n, row.amount);
    const payout = await systemAccount(tx, merchantId, 'payout_clearing', row.currency);
    const account = await lockMemberAccount(tx, merchantId, row.memberId, row.currency);
    await post(tx, {
      merchantId,
      kind: 'withdrawal_return',
      idempotencyKey: `withdrawal-refund:${id}`,
      reference: id,
      legs: [
        { accountId: payout, amount: -refund, kind: 'house' },
        { accountId: account.id, amount: refund, kind: 'member' },
      ],
      now,
    });
    await tx
      .update(withdrawals)
      .set({
        status: refund === row.amount ? 'not_received' : 'partly_received',
        resolutionOutcome: 'refunded',
        refundAmount: refund,
        resolutionNote: input.note,
        resolvedAt: new Date(now),
        updatedAt: new Date(now),
      })
      .where(eq(withdrawals.id, id));
  });
}

// ---- receipt confirmation

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function checkProofs(images: ReceiptRequest['images']) {
  const list = images ?? [];
  if (list.length > MAX_PROOFS) {
    throw new AppError(400, 'receipt.image.invalid', `At most ${MAX_PROOFS} images`);
  }
  return list.map((image) => {
    const data = image.data.replace(/\s/g, '');
    if (!BASE64.test(data))
      throw new AppError(400, 'receipt.image.invalid', `${image.name} is not base64`);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > MAX_PROOF_BYTES) {
      throw new AppError(400, 'receipt.image.too.large', `${image.name} is larger than 5 MB`);
    }
    const type = sniffImage(bytes);
    if (!type)
      throw new AppError(400, 'receipt.image.invalid', `${image.name} is not a PNG or JPEG image`);
    return { contentType: type, bytes };
  });
}

export async function confirmReceipt(
  db: Db,
  input: { merchantId: number; memberId: number; id: string; body: ReceiptRequest; now: number },
): Promise<WithdrawalWire> {
  const { body, now, id } = input;
  const found = await loadWithdrawal(
    db,
    and(eq(withdrawals.id, id), eq(withdrawals.memberId, input.memberId)),
  );
  if (!found) throw notFound('No such withdrawal');
  const proofs = checkProofs(body.images);
  let receivedAmount: bigint | null = null;
  if (body.answer !== 'received' && proofs.length === 0) {
    throw new AppError(400, 'receipt.proof.required', 'Please add at least one proof image');
  }
  if (body.answer === 'partly_received') {
    if (body.receivedAmount === undefined)
      throw new AppError(400, 'amount.zero', 'Enter the amount received');
    receivedAmount = parseAmount(body.receivedAmount);
    checkRange(receivedAmount, 1n, found.row.amount - 1n);
  }
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: body.answer === 'received' ? 'received' : 'disputed',
        receiptAnswer: body.answer,
        receivedAmount,
        receiptComment: body.comment?.trim() || null,
        receiptAt: new Date(now),
        receiptAutomatic: false,
        updatedAt: new Date(now),
      })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'disbursed')))
      .returning({ id: withdrawals.id });
    if (!updated) throw stateInvalid('This withdrawal');
    if (proofs.length > 0) {
      await tx
        .insert(withdrawalProofs)
        .values(
          proofs.map((p) => ({ withdrawalId: id, contentType: p.contentType, data: p.bytes })),
        );
    }
  });
  return wireOf(db, input.merchantId, id);
}

/** Disbursed withdrawals whose time to answer passed count as received. */
export async function autoConfirmReceipts(db: Db | Tx, now: number): Promise<number> {
  const done = await db
    .update(withdrawals)
    .set({
      status: 'received',
      receiptAnswer: 'received',
      receiptAt: new Date(now),
      receiptAutomatic: true,
      updatedAt: new Date(now),
    })
    .where(and(eq(withdrawals.status, 'disbursed'), lte(withdrawals.confirmBy, new Date(now))))
    .returning({ id: withdrawals.id });
  return done.length;
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
