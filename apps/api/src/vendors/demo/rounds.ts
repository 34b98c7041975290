// Playing a round. A real round is one database transaction:
//   1. the bet record is inserted first; its unique (member, round id) makes a retried round
//      find the stored one (a concurrent retry waits for the first to commit, then replays);
//   2. the stake moves member -> house (conditional update: never below zero);
//   3. the outcome is drawn and any win moves house -> member;
//   4. the bet record gets its payout and outcome.
// Each money movement is its own balanced ledger transaction, keyed by the bet record.
// With a transfer-wallet merchant the round plays from the member's wallet at the game's
// vendor (session.wallet), else from the main account.
// The hot path stays close to its SQL: the session, game, member and ledger account come in
// one query before the transaction; the house account id is remembered per database (it never
// changes once created); an instant round's outcome is drawn before the bet record is
// inserted, so the record is written once; the balance comes back from the stake or payout
// update instead of another read.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords, trialRounds } from '../../db/schema/bets';
import { gameSessions } from '../../db/schema/games';
import { badRequest, houseAccount, memberAccount, memberBalance, toMinor } from '../../domain/kernel';
import { gameMaintenance } from '../../domain/games';
import { enforcePlayLimits } from '../../domain/responsible-gaming';
import type { InstantResult } from './engine-play';
import { insufficientFunds, post, type Tx } from '../../domain/kernel';
import type { RoundRequest, RoundResult } from '../vendor';
import { checkBet, playInstant } from './engine-play';
import type { Rng } from './engines/rng';
import { type GameSession, resolveGameSession } from './game-session';
import { betCategory } from './bet-category';
import { checkStake } from './limits';
import { lotteryBetDraw } from './lottery-draws';

export async function playRound(
  db: Db,
  request: RoundRequest,
  now: number,
  rng: Rng,
): Promise<RoundResult> {
  const session = await resolveGameSession(db, request.token, now);
  if (session.game.maintenance) throw gameMaintenance();
  checkBet(session.game.engine, request.bet);
  const stake = toMinor(request.stake);
  checkStake(stake);
  if (session.mode === 'trial') return playTrialRound(db, session, request, stake, now, rng);
  const house = await houseAccountOf(db, session.merchant);
  return db.transaction((tx) => playRealRound(tx, session, house, request, stake, now, rng));
}

const houseAccounts = new WeakMap<Db, Map<number, number>>();

/** The merchant's house account id, read once per database handle. */
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

async function replay(
  tx: Tx,
  memberId: number,
  roundId: string,
  wallet: string | null,
): Promise<RoundResult> {
  const [stored] = await tx
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), eq(betRecords.roundId, roundId)));
  if (!stored) throw new Error(`round ${roundId} vanished`);
  return {
    roundId,
    status: stored.status,
    stake: stored.stake,
    payout: stored.payout,
    balance: await memberBalance(tx, memberId, wallet),
    outcome: stored.outcome as Record<string, unknown>,
    replayed: true,
  };
}

async function playRealRound(
  tx: Tx,
  session: GameSession,
  house: number,
  request: RoundRequest,
  stake: bigint,
  now: number,
  rng: Rng,
): Promise<RoundResult> {
  const { game, merchant } = session;
  const member = session.member;
  if (!member) throw new Error('a real session without a member');
  const accountId =
    session.accountId ??
    (await memberAccount(tx, merchant.id, member.id, merchant.currency, session.wallet)).id;
  await enforcePlayLimits(tx, { memberId: member.id, roundId: request.roundId, stake }, now);
  const draw = game.engine === 'lottery' ? lotteryBetDraw(game, request.bet, now) : null;
  // Drawn before the record is written (a replayed round discards it): one insert, no update.
  const instant: InstantResult | null = draw ? null : playInstant(game, request.bet, stake, rng);
  const outcome: Record<string, unknown> = instant
    ? instant.outcome
    : { numero: draw?.numero, closeTime: draw?.closeTime, pick: request.bet.pick };
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
      status: draw ? 'OPEN' : 'SETTLED',
      bet: request.bet,
      outcome: draw
        ? { numero: draw.numero, closeTime: draw.closeTime, pick: request.bet.pick }
        : outcome,
      drawNumero: draw?.numero ?? null,
      createdAt: new Date(now),
      settledAt: draw ? null : new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: betRecords.id });
  if (!record) return replay(tx, member.id, request.roundId, session.wallet);

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
  let balance = staked.balances.get(accountId);
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
    balance = paid.balances.get(accountId);
  }
  return {
    roundId: request.roundId,
    status: draw ? 'OPEN' : 'SETTLED',
    stake,
    payout,
    balance: balance ?? (await memberBalance(tx, member.id, session.wallet)),
    outcome,
    replayed: false,
  };
}

/** Trial rounds move the session's fun balance only; no ledger, no bet record. */
async function playTrialRound(
  db: Db,
  session: GameSession,
  request: RoundRequest,
  stake: bigint,
  now: number,
  rng: Rng,
): Promise<RoundResult> {
  if (session.game.engine === 'lottery') throw badRequest('Lottery games have no free trial');
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(trialRounds)
      .values({
        sessionId: session.id,
        roundId: request.roundId,
        result: {},
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ roundId: trialRounds.roundId });
    const balanceNow = async () => {
      const [s] = await tx
        .select({ b: gameSessions.trialBalance })
        .from(gameSessions)
        .where(eq(gameSessions.id, session.id));
      return s?.b ?? 0n;
    };
    if (!fresh) {
      const [stored] = await tx
        .select({ result: trialRounds.result })
        .from(trialRounds)
        .where(
          and(eq(trialRounds.sessionId, session.id), eq(trialRounds.roundId, request.roundId)),
        );
      const r = (stored?.result ?? {}) as { payout?: string; outcome?: Record<string, unknown> };
      return {
        roundId: request.roundId,
        status: 'SETTLED',
        stake,
        payout: BigInt(r.payout ?? '0'),
        balance: await balanceNow(),
        outcome: r.outcome ?? {},
        replayed: true,
      };
    }
    const { outcome, payout } = playInstant(session.game, request.bet, stake, rng);
    const updated = await tx
      .update(gameSessions)
      .set({ trialBalance: sql`${gameSessions.trialBalance} - ${stake} + ${payout}` })
      .where(and(eq(gameSessions.id, session.id), sql`${gameSessions.trialBalance} >= ${stake}`))
      .returning({ b: gameSessions.trialBalance });
    if (updated.length === 0) throw insufficientFunds();
    await tx
      .update(trialRounds)
      .set({ result: { payout: payout.toString(), outcome } })
      .where(and(eq(trialRounds.sessionId, session.id), eq(trialRounds.roundId, request.roundId)));
    return {
      roundId: request.roundId,
      status: 'SETTLED',
      stake,
      payout,
      balance: updated[0]?.b ?? 0n,
      outcome,
      replayed: false,
    };
  });
}
