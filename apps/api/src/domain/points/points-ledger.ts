// Posting to the points ledger, as the kernel ledger posts money: one call = one balanced
// transaction; its idempotency key is unique per merchant (posting it again moves nothing);
// a member leg is one conditional update (`balance + amount >= 0`) that also holds the
// account's row lock until the database transaction ends.
import { and, eq, sql } from 'drizzle-orm';
import {
  type PointAccountKind,
  pointAccounts,
  pointEntries,
  pointTransactions,
  type PointTransactionKind,
} from '../../db/schema/points';
import type { DbOrTx, Tx } from '../kernel';
import { AppError } from '../kernel';

export interface PointLeg {
  accountId: number;
  /** Positive credits, negative debits. */
  amount: bigint;
  kind: 'member' | 'system';
}

export interface PointPosting {
  merchantId: number;
  memberId: number;
  kind: PointTransactionKind;
  idempotencyKey: string;
  reference?: string | null;
  memo?: Record<string, string>;
  legs: readonly PointLeg[];
  now: number;
}

export interface PointPostResult {
  transactionId: number;
  replayed: boolean;
  /** The new balance of each member account moved (empty on a replay). */
  balances: ReadonlyMap<number, bigint>;
}

/** Thrown when a member leg would take the points below zero. */
export const pointsShort = (required: bigint, balance: bigint): AppError =>
  new AppError(400, 'point.balance.not.enough', 'You do not have enough points', {
    required: Number(required),
    balance: Number(balance),
  });

export async function postPoints(tx: Tx, posting: PointPosting): Promise<PointPostResult> {
  const legs = posting.legs.filter((l) => l.amount !== 0n);
  const sum = legs.reduce((s, l) => s + l.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced points transaction ${posting.idempotencyKey}`);
  const [created] = await tx
    .insert(pointTransactions)
    .values({
      merchantId: posting.merchantId,
      memberId: posting.memberId,
      kind: posting.kind,
      idempotencyKey: posting.idempotencyKey,
      reference: posting.reference ?? null,
      memo: posting.memo ?? {},
      createdAt: new Date(posting.now),
    })
    .onConflictDoNothing()
    .returning({ id: pointTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: pointTransactions.id })
      .from(pointTransactions)
      .where(
        and(
          eq(pointTransactions.merchantId, posting.merchantId),
          eq(pointTransactions.idempotencyKey, posting.idempotencyKey),
        ),
      );
    if (!existing) throw new Error(`points transaction ${posting.idempotencyKey} vanished`);
    return { transactionId: existing.id, replayed: true, balances: new Map() };
  }
  const balances = new Map<number, bigint>();
  for (const leg of legs) {
    if (leg.kind !== 'member') continue;
    const [updated] = await tx
      .update(pointAccounts)
      .set({ balance: sql`${pointAccounts.balance} + ${leg.amount}` })
      .where(
        and(
          eq(pointAccounts.id, leg.accountId),
          sql`${pointAccounts.balance} + ${leg.amount} >= 0`,
        ),
      )
      .returning({ balance: pointAccounts.balance });
    if (!updated) {
      const [now] = await tx
        .select({ balance: pointAccounts.balance })
        .from(pointAccounts)
        .where(eq(pointAccounts.id, leg.accountId));
      throw pointsShort(-leg.amount, now?.balance ?? 0n);
    }
    balances.set(leg.accountId, updated.balance);
  }
  if (legs.length > 0) {
    await tx.insert(pointEntries).values(
      legs.map((l) => ({
        transactionId: created.id,
        accountId: l.accountId,
        amount: l.amount,
        balanceAfter: l.kind === 'member' ? (balances.get(l.accountId) ?? null) : null,
      })),
    );
  }
  return { transactionId: created.id, replayed: false, balances };
}

export interface PointAccount {
  id: number;
  balance: bigint;
}

/** The member's points account, created on first use, locked for the rest of the transaction. */
export async function lockPointAccount(
  tx: DbOrTx,
  merchantId: number,
  memberId: number,
): Promise<PointAccount> {
  const lock = () =>
    tx
      .select({ id: pointAccounts.id, balance: pointAccounts.balance })
      .from(pointAccounts)
      .where(eq(pointAccounts.memberId, memberId))
      .for('update');
  const [found] = await lock();
  if (found) return found;
  await tx
    .insert(pointAccounts)
    .values({ merchantId, kind: 'member', memberId })
    .onConflictDoNothing();
  const [created] = await lock();
  if (!created) throw new Error(`no points account for member ${memberId}`);
  return created;
}

/** A system account of the merchant (issued, held, redeemed, converted); ids never change. */
export async function systemPointAccount(
  tx: DbOrTx,
  merchantId: number,
  kind: Exclude<PointAccountKind, 'member'>,
): Promise<number> {
  const read = () =>
    tx
      .select({ id: pointAccounts.id })
      .from(pointAccounts)
      .where(and(eq(pointAccounts.merchantId, merchantId), eq(pointAccounts.kind, kind)));
  const [found] = await read();
  if (found) return found.id;
  await tx.insert(pointAccounts).values({ merchantId, kind }).onConflictDoNothing();
  const [created] = await read();
  if (!created) throw new Error(`no ${kind} points account for merchant ${merchantId}`);
  return created.id;
}
