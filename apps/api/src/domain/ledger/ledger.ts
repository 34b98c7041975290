// Posting to the double-entry ledger. One call = one balanced transaction:
//  - the legs must sum to zero (checked here, and by a deferred constraint trigger in the
//    database, so no code path can commit an unbalanced transaction);
//  - the transaction's idempotency key is unique per merchant: posting the same key again
//    moves nothing and reports a replay;
//  - a member leg is applied with one conditional update (`balance + amount >= 0`), which
//    takes the account's row lock for the rest of the database transaction: concurrent
//    movements of one account queue up, and none can overdraw it; the locks are taken in
//    account-id order.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { AppError, observe } from '../shared';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Leg {
  accountId: number;
  /** Minor units; positive credits, negative debits. */
  amount: bigint;
  /** Member accounts carry a balance that must not go negative; the others are summed from entries. */
  kind: 'member' | 'house';
}

export interface Posting {
  merchantId: number;
  /** `deposit`: money a member paid in, credited to their account (see hasCreditedDeposit). */
  kind:
    | 'funding'
    | 'stake'
    | 'payout'
    | 'refund'
    | 'deposit'
    | 'withdrawal'
    | 'transfer'
    | 'commission'
    | 'dividend'
    | 'salary'
    | 'withdrawal_payout'
    | 'withdrawal_return'
    | 'adjustment'
    /** Any reward credited (promotion, activity, raffle, mission, VIP, referral, points); the source in `reference` (e.g. `points:<redemption id>`). */
    | 'bonus'
    | 'rebate'
    /** Between a member's main wallet and one of its vendor wallets. */
    | 'wallet_transfer'
    /** From a member to its upline agent. */
    | 'upline_transfer';
  idempotencyKey: string;
  reference?: string | null;
  legs: readonly Leg[];
  now: number;
}

export interface PostResult {
  transactionId: number;
  replayed: boolean;
  /** New balance of each member account the posting moved (empty on a replay). */
  balances: ReadonlyMap<number, bigint>;
}

export const insufficientFunds = (): AppError =>
  new AppError(400, 'account.balance.not.enough', 'Your balance is not enough for this bet');

/** Posts one balanced transaction inside `tx`. Throws insufficientFunds on an overdraft. */
export async function post(tx: Tx, posting: Posting): Promise<PostResult> {
  const legs = posting.legs.filter((l) => l.amount !== 0n);
  const sum = legs.reduce((s, l) => s + l.amount, 0n);
  if (sum !== 0n)
    throw new Error(`unbalanced ledger transaction ${posting.idempotencyKey}: ${sum}`);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      merchantId: posting.merchantId,
      kind: posting.kind,
      idempotencyKey: posting.idempotencyKey,
      reference: posting.reference ?? null,
      createdAt: new Date(posting.now),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantId, posting.merchantId),
          eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey),
        ),
      );
    if (!existing) throw new Error(`ledger transaction ${posting.idempotencyKey} vanished`);
    return { transactionId: existing.id, replayed: true, balances: new Map() };
  }
  observe.ledgerTransaction(posting.kind);
  const balances = new Map<number, bigint>();
  // Member rows are locked in account-id order, whatever order the legs came in: two
  // movements between the same accounts in opposite directions never deadlock.
  const memberLegs = legs
    .filter((l) => l.kind === 'member')
    .sort((a, b) => a.accountId - b.accountId);
  for (const leg of memberLegs) {
    const [updated] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(
        and(
          eq(ledgerAccounts.id, leg.accountId),
          sql`${ledgerAccounts.balance} + ${leg.amount} >= 0`,
        ),
      )
      .returning({ balance: ledgerAccounts.balance });
    if (!updated) throw insufficientFunds();
    balances.set(leg.accountId, updated.balance);
  }
  if (legs.length > 0) {
    await tx
      .insert(ledgerEntries)
      .values(
        legs.map((l) => ({ transactionId: created.id, accountId: l.accountId, amount: l.amount })),
      );
  }
  return { transactionId: created.id, replayed: false, balances };
}
