// Posting to the double-entry ledger. One call = one balanced transaction:
//  - the legs must sum to zero (checked here, and by a deferred constraint trigger in the
//    database, so no code path can commit an unbalanced transaction);
//  - the transaction's idempotency key is unique per merchant: posting the same key again
//    moves nothing and reports a replay;
//  - a member leg is applied with one conditional update (`balance + amount >= 0`), which
//    takes the account's row lock for the rest of the database transaction: concurrent
//    movements of one account queue up, and none can overdraw it; the locks are taken in
//    account-id order;
//  - a posting with at most one member leg (nearly all of them) is one statement.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/ledger';
import { arrayOf, columnsOf } from '../../../db/sql-arrays';
import { AppError } from '../errors';
import { observe } from '../observe';

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
    /** Any reward credited (promotion, activity, raffle, mission, VIP, referral, points); the source in `reference` (e.g. `mission:<id>:<period>`, `points:<redemption id>`). */
    | 'bonus'
    /** A rebate credited. */
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
  // Member rows are locked in account-id order, whatever order the legs came in: two
  // movements between the same accounts in opposite directions never deadlock.
  const memberLegs = legs
    .filter((l) => l.kind === 'member')
    .sort((a, b) => a.accountId - b.accountId);
  const posted =
    memberLegs.length <= 1
      ? await postInOneStatement(tx, posting, legs, memberLegs[0])
      : await postLegByLeg(tx, posting, legs, memberLegs);
  if (posted === null) {
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
  return { ...posted, replayed: false };
}

type Posted = Omit<PostResult, 'replayed'> | null;

/**
 * The usual posting (at most one member leg: a deposit, a bet, a payout, a withdrawal) as one
 * statement: the transaction row, the member's conditional balance update and the entries,
 * each step only when the one before it took place. One round trip instead of three, and
 * nothing to parse for drizzle's builder. Null when the key was used before.
 */
async function postInOneStatement(
  tx: Tx,
  posting: Posting,
  legs: readonly Leg[],
  member: Leg | undefined,
): Promise<Posted> {
  const at = new Date(posting.now).toISOString();
  const updated = member
    ? sql`update ledger_accounts set balance = balance + ${member.amount}::bigint
           where id = ${member.accountId} and balance + ${member.amount}::bigint >= 0
             and exists (select 1 from t)
          returning balance`
    : sql`select null::bigint as balance where false`;
  const { rows } = await tx.execute<{ id: number | string | null; balance: string | null }>(sql`
    with t as (
      insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
      values (${posting.merchantId}, ${posting.kind}, ${posting.idempotencyKey},
              ${posting.reference ?? null}, ${at}::timestamptz)
      on conflict do nothing
      returning id
    ), u as (${updated}), e as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select t.id, v.account_id, v.amount, ${at}::timestamptz
        from t, unnest(${columnsOf(legs, [
          [(l) => l.accountId, 'int'],
          [(l) => l.amount, 'bigint'],
        ])}) as v(account_id, amount)
       where (select count(*) from u) = ${member ? 1 : 0}
    )
    select (select id from t) as id, (select balance from u) as balance`);
  const row = rows[0];
  if (!row || row.id === null) return null;
  // The transaction row is in (as when the legs go one by one): the caller's transaction is
  // rolled back with the error.
  if (member && row.balance === null) throw insufficientFunds();
  const balances = new Map<number, bigint>();
  if (member) balances.set(member.accountId, BigInt(row.balance as string));
  return { transactionId: Number(row.id), balances };
}

/** A posting with several member legs: each member's update in account-id order. */
async function postLegByLeg(
  tx: Tx,
  posting: Posting,
  legs: readonly Leg[],
  memberLegs: readonly Leg[],
): Promise<Posted> {
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
  if (!created) return null;
  const balances = new Map<number, bigint>();
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
  await tx.insert(ledgerEntries).values(
    legs.map((l) => ({
      transactionId: created.id,
      accountId: l.accountId,
      amount: l.amount,
      // The transaction's time on every leg: the partition key (checked at commit).
      createdAt: new Date(posting.now),
    })),
  );
  return { transactionId: created.id, balances };
}

/**
 * Posts many balanced transactions inside `tx` with a few set-wise statements (settlement runs
 * pay thousands at once): the same guarantees as `post` (each balanced, each key once per
 * merchant, member balances never below zero). A key already used is a replay: its legs are
 * not applied again. Member accounts are locked in id order first, so batches never deadlock
 * each other. Throws insufficientFunds (moving nothing) when a member account would go below
 * zero.
 */
export async function postBatch(
  tx: Tx,
  postings: readonly Posting[],
): Promise<Map<string, { transactionId: number; replayed: boolean }>> {
  const out = new Map<string, { transactionId: number; replayed: boolean }>();
  if (postings.length === 0) return out;
  for (const p of postings) {
    const sum = p.legs.reduce((s, l) => s + l.amount, 0n);
    if (sum !== 0n) throw new Error(`unbalanced ledger transaction ${p.idempotencyKey}: ${sum}`);
  }
  const { rows: createdRows } = await tx.execute<{ id: number; key: string }>(sql`
    insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
    select * from unnest(${columnsOf(postings, [
      [(p) => p.merchantId, 'int'],
      [(p) => p.kind, 'text'],
      [(p) => p.idempotencyKey, 'text'],
      [(p) => p.reference ?? null, 'text'],
      [(p) => new Date(p.now).toISOString(), 'timestamptz'],
    ])})
    on conflict do nothing
    returning id, idempotency_key as key`);
  const created = new Map(createdRows.map((r) => [r.key, Number(r.id)]));
  const fresh = postings.filter((p) => created.has(p.idempotencyKey));
  for (const p of fresh) observe.ledgerTransaction(p.kind);
  const deltas = new Map<number, bigint>();
  for (const p of fresh)
    for (const l of p.legs)
      if (l.kind === 'member' && l.amount !== 0n)
        deltas.set(l.accountId, (deltas.get(l.accountId) ?? 0n) + l.amount);
  const accounts = [...deltas.keys()].sort((a, b) => a - b);
  if (accounts.length > 0) {
    await tx.execute(sql`
      select id from ledger_accounts where id = any(${arrayOf(accounts, 'int')})
       order by id for update`);
    const updated = await tx.execute<{ id: number }>(sql`
      update ledger_accounts a set balance = a.balance + v.delta
        from unnest(${arrayOf(accounts, 'int')}, ${arrayOf(
          accounts.map((id) => deltas.get(id)!),
          'bigint',
        )}) as v(id, delta)
       where a.id = v.id and a.balance + v.delta >= 0
      returning a.id`);
    if (updated.rows.length !== accounts.length) throw insufficientFunds();
  }
  const entries = fresh.flatMap((p) =>
    p.legs
      .filter((l) => l.amount !== 0n)
      .map(
        (l) =>
          [
            created.get(p.idempotencyKey)!,
            l.accountId,
            l.amount,
            new Date(p.now).toISOString(),
          ] as const,
      ),
  );
  if (entries.length > 0)
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select * from unnest(${columnsOf(entries, [
        [(e) => e[0], 'bigint'],
        [(e) => e[1], 'int'],
        [(e) => e[2], 'bigint'],
        [(e) => e[3], 'timestamptz'],
      ])})`);
  const replayKeys = postings.filter((p) => !created.has(p.idempotencyKey));
  if (replayKeys.length > 0) {
    const existing = await tx
      .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantId, replayKeys[0]!.merchantId),
          inArray(
            ledgerTransactions.idempotencyKey,
            replayKeys.map((p) => p.idempotencyKey),
          ),
        ),
      );
    for (const e of existing) out.set(e.key, { transactionId: e.id, replayed: true });
  }
  for (const [key, id] of created) out.set(key, { transactionId: id, replayed: false });
  return out;
}
