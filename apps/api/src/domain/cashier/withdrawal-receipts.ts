// Receipt confirmation and disputes: the member answers whether the disbursed money arrived
// (with proof images when it did not, or only partly), no answer in time counts as received
// (the cashier job), and an operator resolves a dispute as paid or refunded (in full or part).
import { and, eq, lte } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { withdrawalProofs, withdrawals } from '../../db/schema/cashier';
import {
  AppError,
  checkRange,
  lockMemberAccount,
  notFound,
  parseAmount,
  post,
  systemAccount,
  type Tx,
} from '../kernel';
import { emitMemberEvents } from '../events';
import { decodeImage } from '../media';
import { stateInvalid } from './shared';
import { type Audit, transition } from './withdrawal-review';
import { loadWithdrawal, wireOf, type WithdrawalWire } from './withdrawal-views';

type ReceiptRequest = components['schemas']['ReceiptRequest'];

export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** Three base64 images of the largest size, plus the rest of the answer. */
export const RECEIPT_BODY_LIMIT = 28 * 1024 * 1024;

// ---- receipt confirmation

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The proof images decoded and re-encoded, one after another, before anything is stored. */
async function checkProofs(images: ReceiptRequest['images']) {
  const list = images ?? [];
  if (list.length > MAX_PROOFS) {
    throw new AppError(400, 'receipt.image.invalid', `At most ${MAX_PROOFS} images`);
  }
  const proofs: { contentType: string; bytes: Buffer }[] = [];
  for (const image of list) {
    const data = image.data.replace(/\s/g, '');
    if (!BASE64.test(data))
      throw new AppError(400, 'receipt.image.invalid', `${image.name} is not base64`);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > MAX_PROOF_BYTES) {
      throw new AppError(400, 'receipt.image.too.large', `${image.name} is larger than 5 MB`);
    }
    const decoded = await decodeImage(bytes, {
      name: image.name,
      invalid: (message) => new AppError(400, 'receipt.image.invalid', message),
    });
    proofs.push({ contentType: decoded.contentType, bytes: decoded.bytes });
  }
  return proofs;
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
  const proofs = await checkProofs(body.images);
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
    .returning({ merchantId: withdrawals.merchantId, memberId: withdrawals.memberId });
  await emitMemberEvents(
    db,
    done.map((w) => ({ ...w, topics: ['withdrawals'] as const })),
  );
  return done.length;
}

// ---- disputes

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
