// The wallet side of a game round: bet (debit the stake), settle (credit the payout and close
// the round), rollback (refund a debit) and balance, for every vendor adapter. Each call is
// idempotent by the vendor's transaction id, which the bet record keeps (unique per adapter):
//   - bet: the record is inserted first; its unique keys (the debit id per adapter, the round
//     per member) make a repeated debit find the stored one (a concurrent repeat waits for the
//     first to commit, then replays); then the stake moves member -> house (conditional
//     update: never below zero), and an instant round's win moves house -> member;
//   - settle: one conditional update claims the open record (a concurrent repeat waits on its
//     row, then finds it settled by the same credit id and replays); then the win is paid to
//     the wallet that paid the stake;
//   - rollback: the record is locked; an unknown debit leaves a cancelled record with that
//     debit id, so the debit, if it arrives later, meets it and is refused.
// Each money movement is its own balanced ledger transaction, keyed by the bet record
// (`bet:<id>:stake`, `:payout`, `:refund`). A transfer-wallet merchant plays from the member's
// wallet at the game's vendor (session.wallet), else from the main account; trial sessions
// move their fun balance only (wallet-trial.ts).
// The hot path (one bet of an instant round) stays close to its SQL: the session comes in one
// query before the transaction, the house account id is remembered per database, the outcome
// is drawn before the record is written once, and the balance comes back from the ledger
// update instead of another read.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { merchants } from '../../db/schema/merchants';
import {
  debitedAccount,
  houseAccount,
  memberAccount,
  memberBalance,
  post,
  toDecimal,
  type DbOrTx,
  type Tx,
} from '../kernel';
import { enforcePlayLimits } from '../responsible-gaming';
import { betCategory } from './bet-category';
import type { GameSession } from './session';
import { trialBalance, trialBet, trialRollback, trialSettle } from './wallet-trial';
import {
  betCancelled,
  type BetRequest,
  type CreditRequest,
  isUniqueViolation,
  type RollbackAnswer,
  type RollbackRequest,
  roundClosed,
  roundTaken,
  type RoundAnswer,
  transactionConflict,
  unknownBet,
} from './wallet-types';

const houseAccounts = new WeakMap<Db, Map<number, number>>();

/** The merchant's house account id, read once per database handle (it never changes). */
async function houseAccountOf(db: Db, merchant: GameSession['merchant']): Promise<number> {
  let known = houseAccounts.get(db);
  if (!known) {
    known = new Map();
    houseAccounts.set(db, known);
  }
  const cached = known.get(merchant.id);
  if (cached !== undefined) return cached;
  const id = await houseAccount(db, merchant.id, merchant.currency);
  known.set(merchant.id, id);
  return id;
}

function memberOf(session: GameSession): { id: number } {
  if (!session.member) throw new Error('a real session without a member');
  return session.member;
}

/** The balance of the wallet the session plays from. */
export async function balance(db: Db, session: GameSession): Promise<bigint> {
  if (session.mode === 'trial') return trialBalance(db, session);
  return memberBalance(db, memberOf(session).id, session.wallet);
}

/** Debits the stake of one round (and, for an instant round, credits its win). */
export async function bet(
  db: Db,
  session: GameSession,
  request: BetRequest,
  now: number,
): Promise<RoundAnswer> {
  if (session.mode === 'trial') return trialBet(db, session, request, now);
  const house = await houseAccountOf(db, session.merchant);
  return db.transaction((tx) => realBet(tx, session, house, request, now));
}

async function realBet(
  tx: Tx,
  session: GameSession,
  house: number,
  request: BetRequest,
  now: number,
): Promise<RoundAnswer> {
  const { game, merchant } = session;
  const member = memberOf(session);
  const { stake } = request;
  const accountId =
    session.accountId ??
    (await memberAccount(tx, merchant.id, member.id, merchant.currency, session.wallet)).id;
  await enforcePlayLimits(tx, { memberId: member.id, roundId: request.roundId, stake }, now);
  const instant = request.instant?.() ?? null;
  const outcome = instant?.outcome ?? request.open?.outcome ?? {};
  const payout = instant?.payout ?? 0n;
  const [record] = await tx
    .insert(betRecords)
    .values({
      merchantId: merchant.id,
      memberId: member.id,
      roundId: request.roundId,
      category: betCategory(game),
      vendorCode: game.vendorCode,
      gameId: game.id,
      gameCode: game.gameCode,
      stake,
      payout,
      status: instant ? 'SETTLED' : 'OPEN',
      bet: request.bet,
      outcome,
      drawNumero: request.open?.drawNumero ?? null,
      createdAt: new Date(now),
      settledAt: instant ? new Date(now) : null,
      adapter: request.adapter,
      debitTxId: request.txId,
      creditTxId: instant ? request.txId : null,
    })
    .onConflictDoNothing()
    .returning({ id: betRecords.id });
  if (!record) return replayBet(tx, session, request);

  const staked = await post(tx, {
    merchantId: merchant.id,
    kind: 'stake',
    idempotencyKey: `bet:${record.id}:stake`,
    reference: `bet:${record.id}`,
    legs: [
      { accountId, amount: -stake, kind: 'member' },
      { accountId: house, amount: stake, kind: 'house' },
    ],
    now,
  });
  let after = staked.balances.get(accountId);
  if (payout > 0n) {
    const paid = await post(tx, {
      merchantId: merchant.id,
      kind: 'payout',
      idempotencyKey: `bet:${record.id}:payout`,
      reference: `bet:${record.id}`,
      legs: [
        { accountId: house, amount: -payout, kind: 'house' },
        { accountId, amount: payout, kind: 'member' },
      ],
      now,
    });
    after = paid.balances.get(accountId);
  }
  return {
    roundId: request.roundId,
    status: instant ? 'SETTLED' : 'OPEN',
    stake,
    payout,
    balance: after ?? (await memberBalance(tx, member.id, session.wallet)),
    outcome,
    replayed: false,
  };
}

/** A debit whose record exists: the same debit again (a replay), or a refusal. */
async function replayBet(tx: Tx, session: GameSession, request: BetRequest): Promise<RoundAnswer> {
  const member = memberOf(session);
  const sameDebit = and(
    eq(betRecords.adapter, request.adapter),
    eq(betRecords.debitTxId, request.txId),
  );
  const [stored] = await tx
    .select()
    .from(betRecords)
    .where(
      or(sameDebit, and(eq(betRecords.memberId, member.id), eq(betRecords.roundId, request.roundId))),
    )
    .orderBy(desc(sql`(${sameDebit})`))
    .limit(1);
  if (!stored) throw new Error(`debit ${request.txId} vanished`);
  const isSameDebit = stored.adapter === request.adapter && stored.debitTxId === request.txId;
  // Rounds recorded before transaction ids were kept replay by their round id.
  const legacy = stored.adapter === null && stored.roundId === request.roundId;
  if (stored.memberId !== member.id) throw transactionConflict();
  if (!isSameDebit && !legacy) throw roundTaken();
  if (stored.rollbackTxId !== null) throw betCancelled();
  return {
    roundId: stored.roundId,
    status: stored.status,
    stake: stored.stake,
    payout: stored.payout,
    balance: await memberBalance(tx, member.id, session.wallet),
    outcome: stored.outcome as Record<string, unknown>,
    replayed: true,
  };
}

/** Credits the payout of one debit's round and closes it. */
export async function settle(
  db: Db,
  session: GameSession,
  request: CreditRequest,
  now: number,
): Promise<RoundAnswer> {
  if (session.mode === 'trial') return trialSettle(db, session, request);
  const member = memberOf(session);
  return db.transaction(async (tx) => {
    let claimed;
    try {
      [claimed] = await tx
        .update(betRecords)
        .set({
          status: 'SETTLED',
          payout: request.payout,
          creditTxId: request.txId,
          settledAt: new Date(now),
          ...(request.outcome
            ? { outcome: sql`${betRecords.outcome} || ${JSON.stringify(request.outcome)}::jsonb` }
            : {}),
        })
        .where(
          and(
            eq(betRecords.adapter, request.adapter),
            eq(betRecords.debitTxId, request.betTxId),
            eq(betRecords.memberId, member.id),
            eq(betRecords.status, 'OPEN'),
          ),
        )
        .returning();
    } catch (error) {
      // The credit id was already used for another debit.
      if (isUniqueViolation(error)) throw transactionConflict();
      throw error;
    }
    if (!claimed) return replaySettle(tx, session, request);
    const paid = await payOut(tx, claimed, request.payout, now);
    const after = paid?.account === session.accountId ? paid.balance : undefined;
    return {
      roundId: claimed.roundId,
      status: 'SETTLED',
      stake: claimed.stake,
      payout: request.payout,
      balance: after ?? (await memberBalance(tx, member.id, session.wallet)),
      outcome: claimed.outcome as Record<string, unknown>,
      replayed: false,
    };
  });
}

async function replaySettle(
  tx: Tx,
  session: GameSession,
  request: CreditRequest,
): Promise<RoundAnswer> {
  const member = memberOf(session);
  const [stored] = await tx
    .select()
    .from(betRecords)
    .where(
      and(
        eq(betRecords.adapter, request.adapter),
        eq(betRecords.debitTxId, request.betTxId),
        eq(betRecords.memberId, member.id),
      ),
    );
  // A credit before its debit (or for another member's): nothing is recorded, the vendor
  // retries it after the debit.
  if (!stored) throw unknownBet();
  if (stored.rollbackTxId !== null) throw betCancelled();
  if (stored.creditTxId !== request.txId) throw roundClosed();
  return {
    roundId: stored.roundId,
    status: stored.status,
    stake: stored.stake,
    payout: stored.payout,
    balance: await memberBalance(tx, member.id, session.wallet),
    outcome: stored.outcome as Record<string, unknown>,
    replayed: true,
  };
}

interface ClaimedBet {
  id: number;
  merchantId: number;
  memberId: number;
}

/**
 * Pays a claimed bet's win into the wallet that paid its stake (a vendor wallet in transfer
 * mode), whatever the merchant's wallet mode is now. Null when there is nothing to pay.
 */
async function payOut(
  tx: Tx,
  bet: ClaimedBet,
  payout: bigint,
  now: number,
): Promise<{ account: number; balance: bigint | undefined } | null> {
  if (payout === 0n) return null;
  const currency = await merchantCurrency(tx, bet.merchantId);
  const account =
    (await debitedAccount(tx, bet.merchantId, `bet:${bet.id}:stake`)) ??
    (await memberAccount(tx, bet.merchantId, bet.memberId, currency)).id;
  const house = await houseAccount(tx, bet.merchantId, currency);
  const paid = await post(tx, {
    merchantId: bet.merchantId,
    kind: 'payout',
    idempotencyKey: `bet:${bet.id}:payout`,
    reference: `bet:${bet.id}`,
    legs: [
      { accountId: house, amount: -payout, kind: 'house' },
      { accountId: account, amount: payout, kind: 'member' },
    ],
    now,
  });
  return { account, balance: paid.balances.get(account) };
}

async function merchantCurrency(db: DbOrTx, merchantId: number): Promise<string> {
  const [m] = await db
    .select({ currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return m?.currency ?? 'USD';
}

/**
 * Settles an open bet found by its record (the platform's own draws: lottery bets), without
 * a session. False when it was no longer open (settled by another replica).
 */
export async function settleOpenBet(
  db: Db,
  bet: ClaimedBet & { outcome: unknown },
  result: { payout: bigint; outcome: Record<string, unknown>; creditTxId: string },
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(betRecords)
      .set({
        status: 'SETTLED',
        payout: result.payout,
        outcome: result.outcome,
        creditTxId: result.creditTxId,
        settledAt: new Date(now),
      })
      .where(and(eq(betRecords.id, bet.id), eq(betRecords.status, 'OPEN')))
      .returning({ id: betRecords.id });
    if (!claimed) return false;
    await payOut(tx, bet, result.payout, now);
    return true;
  });
}

/** Refunds the stake of one debit; an unknown debit is recorded as cancelled. */
export async function rollback(
  db: Db,
  session: GameSession,
  request: RollbackRequest,
  now: number,
): Promise<RollbackAnswer> {
  if (session.mode === 'trial') return trialRollback(db, session, request, now);
  const member = memberOf(session);
  const { game, merchant } = session;
  const house = await houseAccountOf(db, merchant);
  return db.transaction(async (tx) => {
    const wallet = () => memberBalance(tx, member.id, session.wallet);
    // Twice at most: when the cancelled record cannot be written, the debit has just committed.
    for (let attempt = 0; attempt < 2; attempt++) {
      const [stored] = await tx
        .select()
        .from(betRecords)
        .where(
          and(eq(betRecords.adapter, request.adapter), eq(betRecords.debitTxId, request.betTxId)),
        )
        .for('update');
      if (!stored) {
        const [marker] = await tx
          .insert(betRecords)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            roundId: `rollback:${request.betTxId}`,
            category: betCategory(game),
            vendorCode: game.vendorCode,
            gameId: game.id,
            gameCode: game.gameCode,
            stake: 0n,
            payout: 0n,
            status: 'SETTLED',
            bet: {},
            outcome: { rolledBack: true, unknownDebit: true },
            createdAt: new Date(now),
            settledAt: new Date(now),
            adapter: request.adapter,
            debitTxId: request.betTxId,
            rollbackTxId: request.txId,
          })
          .onConflictDoNothing()
          .returning({ id: betRecords.id });
        if (marker) return { balance: await wallet(), refunded: 0n, replayed: false, unknownDebit: true };
        continue;
      }
      if (stored.memberId !== member.id) throw unknownBet();
      if (stored.rollbackTxId !== null) {
        const unknownDebit = (stored.outcome as { unknownDebit?: boolean }).unknownDebit === true;
        return { balance: await wallet(), refunded: 0n, replayed: true, unknownDebit };
      }
      if (stored.status === 'SETTLED') throw roundClosed();
      await tx
        .update(betRecords)
        .set({
          status: 'SETTLED',
          stake: 0n,
          payout: 0n,
          rollbackTxId: request.txId,
          settledAt: new Date(now),
          outcome: {
            ...(stored.outcome as Record<string, unknown>),
            rolledBack: true,
            refunded: toDecimal(stored.stake),
          },
        })
        .where(eq(betRecords.id, stored.id));
      const account =
        (await debitedAccount(tx, merchant.id, `bet:${stored.id}:stake`)) ??
        session.accountId ??
        (await memberAccount(tx, merchant.id, member.id, merchant.currency, session.wallet)).id;
      const refunded = await post(tx, {
        merchantId: merchant.id,
        kind: 'refund',
        idempotencyKey: `bet:${stored.id}:refund`,
        reference: `bet:${stored.id}`,
        legs: [
          { accountId: house, amount: -stored.stake, kind: 'house' },
          { accountId: account, amount: stored.stake, kind: 'member' },
        ],
        now,
      });
      const after =
        account === session.accountId ? refunded.balances.get(account) : undefined;
      return {
        balance: after ?? (await wallet()),
        refunded: stored.stake,
        replayed: false,
        unknownDebit: false,
      };
    }
    throw new Error(`rollback of ${request.betTxId}: the debit vanished`);
  });
}
