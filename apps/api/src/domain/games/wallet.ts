// The wallet side of a game round: bet (debit the stake), settle (credit the payout and close
// the round), rollback (refund a debit) and balance, for every vendor adapter. Each call is
// idempotent by the vendor's transaction id, which the bet record keeps (unique per adapter,
// in the bets' key rows: bet-keys.ts):
//   - bet: the record is inserted first with its key row; its keys (the debit id per adapter,
//     the round per member) make a repeated debit find the stored one (a concurrent repeat
//     waits for the first to commit, then replays); then the stake moves member -> house
//     (conditional update: never below zero), and an instant round's win moves house -> member;
//   - settle: one conditional update claims the open record, found by its debit's key row (a
//     concurrent repeat waits on its row, then finds it settled by the same credit id and
//     replays); then the win is paid to the wallet that paid the stake;
//   - rollback (wallet-rollback.ts): the record is locked; an unknown debit leaves a cancelled
//     record with that debit id, so the debit, if it arrives later, meets it and is refused.
// Each money movement is its own balanced ledger transaction, keyed by the bet record
// (`bet:<id>:stake`, `:payout`, `:refund`). A transfer-wallet merchant plays from the member's
// wallet at the game's vendor (session.wallet), else from the main account; trial sessions
// move their fun balance only (wallet-trial.ts).
// The hot path (one bet of an instant round) stays close to its SQL: the session comes in one
// query before the transaction, the house account id is remembered per database, the outcome
// is drawn before the record is written once, and the balance comes back from the ledger
// update instead of another read.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { debitKey, keyedBet, recordBet, roundKey } from './bet-keys';
import { memberAccount, memberBalance, post, type Tx } from '../kernel';
import { emitMemberEvent } from '../events';
import { enforcePlayLimits } from '../responsible-gaming';
import { betCategory } from './bet-category';
import type { GameSession } from './session';
import { type ClaimedBet, houseAccountOf, memberOf, payOut } from './wallet-accounts';
import { trialBalance, trialBet, trialSettle } from './wallet-trial';
import {
  betCancelled,
  type BetRequest,
  type CreditRequest,
  isUniqueViolation,
  roundClosed,
  roundTaken,
  type RoundAnswer,
  transactionConflict,
  unknownBet,
} from './wallet-types';

/** What a round changes for the member's screens: money, mission and VIP progress. */
const PLAYED = ['balance', 'missions', 'vip'] as const;

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
  const id = await recordBet(tx, {
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
    createdAt: now,
    settledAt: instant ? now : null,
    adapter: request.adapter,
    debitTxId: request.txId,
    creditTxId: instant ? request.txId : null,
    rollbackTxId: null,
  });
  if (id === null) return replayBet(tx, session, request);

  const staked = await post(tx, {
    merchantId: merchant.id,
    kind: 'stake',
    idempotencyKey: `bet:${id}:stake`,
    reference: `bet:${id}`,
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
      idempotencyKey: `bet:${id}:payout`,
      reference: `bet:${id}`,
      legs: [
        { accountId: house, amount: -payout, kind: 'house' },
        { accountId, amount: payout, kind: 'member' },
      ],
      now,
    });
    after = paid.balances.get(accountId);
  }
  await emitMemberEvent(tx, { merchantId: merchant.id, memberId: member.id, topics: PLAYED });
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

/** The answer a replayed debit or credit gets: the round as recorded, with today's balance. */
async function replayedAnswer(
  tx: Tx,
  session: GameSession,
  stored: typeof betRecords.$inferSelect,
): Promise<RoundAnswer> {
  return {
    roundId: stored.roundId,
    status: stored.status,
    stake: stored.stake,
    payout: stored.payout,
    balance: await memberBalance(tx, memberOf(session).id, session.wallet),
    outcome: stored.outcome as Record<string, unknown>,
    replayed: true,
  };
}

/** A debit whose record exists: the same debit again (a replay), or a refusal. */
async function replayBet(tx: Tx, session: GameSession, request: BetRequest): Promise<RoundAnswer> {
  const member = memberOf(session);
  // The same debit's record first, else the member's record of the round.
  const sameDebit = debitKey(request.adapter, request.txId);
  const [stored] = await tx
    .select()
    .from(betRecords)
    .where(
      keyedBet(or(sameDebit, roundKey(member.id, request.roundId))!, sql`(${sameDebit}) desc`),
    );
  if (!stored) throw new Error(`debit ${request.txId} vanished`);
  const isSameDebit = stored.adapter === request.adapter && stored.debitTxId === request.txId;
  // Rounds recorded before transaction ids were kept replay by their round id.
  const legacy = stored.adapter === null && stored.roundId === request.roundId;
  if (stored.memberId !== member.id) throw transactionConflict();
  if (!isSameDebit && !legacy) throw roundTaken();
  if (stored.rollbackTxId !== null) throw betCancelled();
  return replayedAnswer(tx, session, stored);
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
            keyedBet(debitKey(request.adapter, request.betTxId)),
            eq(betRecords.memberId, member.id),
            eq(betRecords.status, 'OPEN'),
          ),
        )
        .returning();
    } catch (error) {
      // The credit id was already used for another debit (its key row refuses it).
      if (isUniqueViolation(error)) throw transactionConflict();
      throw error;
    }
    if (!claimed) return replaySettle(tx, session, request);
    const paid = await payOut(tx, claimed, request.payout, now);
    await emitMemberEvent(tx, {
      merchantId: claimed.merchantId,
      memberId: member.id,
      topics: PLAYED,
    });
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
      and(keyedBet(debitKey(request.adapter, request.betTxId)), eq(betRecords.memberId, member.id)),
    );
  // A credit before its debit (or for another member's): nothing is recorded, the vendor
  // retries it after the debit.
  if (!stored) throw unknownBet();
  if (stored.rollbackTxId !== null) throw betCancelled();
  if (stored.creditTxId !== request.txId) throw roundClosed();
  return replayedAnswer(tx, session, stored);
}

/**
 * Settles an open bet found by its record (the platform's own draws: lottery bets), without
 * a session. False when it was no longer open (settled by another replica).
 */
export async function settleOpenBet(
  db: Db,
  bet: ClaimedBet & { roundId: string; outcome: unknown },
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
      .where(
        and(
          keyedBet(roundKey(bet.memberId, bet.roundId)),
          eq(betRecords.id, bet.id),
          eq(betRecords.status, 'OPEN'),
        ),
      )
      .returning({ id: betRecords.id });
    if (!claimed) return false;
    await payOut(tx, bet, result.payout, now);
    await emitMemberEvent(tx, {
      merchantId: bet.merchantId,
      memberId: bet.memberId,
      topics: PLAYED,
    });
    return true;
  });
}
