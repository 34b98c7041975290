// Transfer to the upline: a member sends money from the main wallet to the agent they are
// registered under, with their payment password, within the merchant's range. One balanced
// `upline_transfer` ledger transaction keyed by the caller's Idempotency-Key, and an inbox
// message to each side written in the same database transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { isAgentType } from '../accounts';
import { hasPaymentPassword, parseAmount, refuseTrial, verifyPaymentPassword } from '../cashier';
import {
  AppError,
  type Member,
  memberAccount,
  memberBalance,
  type MemberRef,
  post,
  toDecimal,
  toMinor,
  readsOf,
} from '../kernel';
import { writeMessage } from '../messages';
import { requireModule } from '../site';
import { walletSettings } from './settings';
import type { WalletMerchant } from './transfer';

/** The member who sends to its upline. */
export type UplineMember = MemberRef & Pick<Member, 'parentId' | 'username'>;

interface Upline {
  id: number;
  username: string;
  nickname: string | null;
}

/** The agent the member is registered under (same merchant, an agent account), or null. */
async function uplineOf(db: Db, member: UplineMember): Promise<Upline | null> {
  if (member.parentId === null) return null;
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      type: members.type,
    })
    .from(members)
    .where(and(eq(members.id, member.parentId), eq(members.merchantId, member.merchantId)));
  return row && isAgentType(row.type)
    ? { id: row.id, username: row.username, nickname: row.nickname }
    : null;
}

/** What the transfer page needs: the upline, the range, the balance, the payment password. */
export async function uplineTransferInfo(db: Db, member: UplineMember) {
  const [settings, upline, balance, passwordSet] = await readsOf(db, [
    async () => walletSettings(db, member.merchantId),
    async () => uplineOf(db, member),
    async () => memberBalance(db, member.id),
    async () => hasPaymentPassword(db, member.id),
  ]);
  return {
    enabled: settings.uplineTransfer.enabled,
    upline: upline ? { account: upline.username, nickname: upline.nickname ?? '' } : null,
    minimumAmount: settings.uplineTransfer.min,
    maximumAmount: settings.uplineTransfer.max,
    balance: toDecimal(balance),
    hasPaymentPassword: passwordSet,
  };
}

export interface UplineTransferInput {
  amount: string;
  paymentPassword: string;
}

export async function transferToUpline(
  db: Db,
  merchant: WalletMerchant,
  member: UplineMember,
  input: UplineTransferInput,
  options: { idempotencyKey: string; now: number },
) {
  refuseTrial(member);
  await requireModule(db, merchant.id, 'MEMTRANS3');
  const settings = await walletSettings(db, merchant.id);
  if (!settings.uplineTransfer.enabled) {
    throw new AppError(400, 'function.not.available', 'Transfers to the upline are off');
  }
  const upline = await uplineOf(db, member);
  if (!upline) {
    throw new AppError(400, 'upline.not.found', 'Your account has no upline agent');
  }
  const amount = parseAmount(input.amount);
  const { min, max } = settings.uplineTransfer;
  if (amount < toMinor(min)) {
    throw new AppError(400, 'account.transfer.exceed.min', `The least you can send is ${min}`, {
      min,
    });
  }
  if (amount > toMinor(max)) {
    throw new AppError(400, 'account.transfer.exceed.max', `The most you can send is ${max}`, {
      max,
    });
  }
  await verifyPaymentPassword(db, member.id, input.paymentPassword, options.now);
  return db.transaction(async (tx) => {
    const from = await memberAccount(tx, merchant.id, member.id, merchant.currency);
    const to = await memberAccount(tx, merchant.id, upline.id, merchant.currency);
    const result = await post(tx, {
      merchantId: merchant.id,
      kind: 'upline_transfer',
      idempotencyKey: `upline-transfer:${member.id}:${options.idempotencyKey}`,
      reference: `member:${upline.id}`,
      legs: [
        { accountId: from.id, amount: -amount, kind: 'member' },
        { accountId: to.id, amount, kind: 'member' },
      ],
      now: options.now,
    });
    const id = String(result.transactionId);
    const moved = toDecimal(amount);
    // Each side is told, naming the other.
    const told = [
      { to: member.id, type: 'upline_transfer_sent', other: upline.username },
      { to: upline.id, type: 'upline_transfer_received', other: member.username },
    ] as const;
    for (const { to, type, other } of told)
      await writeMessage(tx, {
        merchantId: merchant.id,
        memberId: to,
        type,
        eventKey: `${type}:${id}`,
        values: { amount: moved, id, account: other },
        now: options.now,
        topics: ['balance'],
      });
    const balance = await memberBalance(tx, member.id);
    return {
      transactionId: result.transactionId,
      amount: moved,
      balance: toDecimal(balance),
      upline: upline.username,
    };
  });
}
