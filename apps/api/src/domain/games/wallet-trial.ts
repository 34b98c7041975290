// The wallet side of trial (free play) sessions: the session's fun balance moves, never the
// ledger, and no bet record is written. Each debit keeps its state in trial_rounds under the
// vendor's debit id (open, settled by one credit, or cancelled by a rollback), so the same
// idempotency and ordering rules hold as for real money (wallet.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trialRounds } from '../../db/schema/bets';
import { gameSessions } from '../../db/schema/games';
import { insufficientFunds, type Tx } from '../kernel';
import type { GameSession } from './session';
import {
  betCancelled,
  type BetRequest,
  type CreditRequest,
  type RollbackAnswer,
  type RollbackRequest,
  roundClosed,
  type RoundAnswer,
  unknownBet,
} from './wallet-types';

/** A trial debit's state, kept in trial_rounds.result. */
interface TrialDebit {
  state?: 'open' | 'settled' | 'cancelled';
  roundId?: string;
  stake?: string;
  payout?: string;
  outcome?: Record<string, unknown>;
  creditTxId?: string;
  unknownDebit?: boolean;
}

const balanceIn = async (db: Db | Tx, sessionId: number): Promise<bigint> => {
  const [s] = await db
    .select({ b: gameSessions.trialBalance })
    .from(gameSessions)
    .where(eq(gameSessions.id, sessionId));
  return s?.b ?? 0n;
};

export const trialBalance = (db: Db, session: GameSession): Promise<bigint> =>
  balanceIn(db, session.id);

/** Moves the fun balance by `delta`; null when it would go below zero. */
async function moveBalance(tx: Tx, sessionId: number, delta: bigint): Promise<bigint | null> {
  const [updated] = await tx
    .update(gameSessions)
    .set({ trialBalance: sql`${gameSessions.trialBalance} + ${delta}` })
    .where(and(eq(gameSessions.id, sessionId), sql`${gameSessions.trialBalance} + ${delta} >= 0`))
    .returning({ b: gameSessions.trialBalance });
  return updated ? (updated.b ?? 0n) : null;
}

const debitKey = (session: GameSession, txId: string) =>
  and(eq(trialRounds.sessionId, session.id), eq(trialRounds.roundId, txId));

async function lockDebit(tx: Tx, session: GameSession, txId: string): Promise<TrialDebit | null> {
  const [row] = await tx
    .select({ result: trialRounds.result })
    .from(trialRounds)
    .where(debitKey(session, txId))
    .for('update');
  return row ? (row.result as TrialDebit) : null;
}

const store = (tx: Tx, session: GameSession, txId: string, result: TrialDebit) =>
  tx.update(trialRounds).set({ result }).where(debitKey(session, txId));

export function trialBet(
  db: Db,
  session: GameSession,
  request: BetRequest,
  now: number,
): Promise<RoundAnswer> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(trialRounds)
      .values({
        sessionId: session.id,
        roundId: request.txId,
        result: {},
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ roundId: trialRounds.roundId });
    if (!fresh) {
      const [stored] = await tx
        .select({ result: trialRounds.result })
        .from(trialRounds)
        .where(debitKey(session, request.txId));
      const r = (stored?.result ?? {}) as TrialDebit;
      if (r.state === 'cancelled') throw betCancelled();
      return {
        roundId: r.roundId ?? request.roundId,
        status: r.state === 'open' ? 'OPEN' : 'SETTLED',
        stake: BigInt(r.stake ?? request.stake.toString()),
        payout: BigInt(r.payout ?? '0'),
        balance: await balanceIn(tx, session.id),
        outcome: r.outcome ?? {},
        replayed: true,
      };
    }
    const instant = request.instant?.() ?? null;
    const payout = instant?.payout ?? 0n;
    const outcome = instant?.outcome ?? request.open?.outcome ?? {};
    const after = await moveBalance(tx, session.id, payout - request.stake);
    // Refused before the win is counted: the stake alone must fit.
    if (after === null || after - payout < 0n) throw insufficientFunds();
    await store(tx, session, request.txId, {
      state: instant ? 'settled' : 'open',
      roundId: request.roundId,
      stake: request.stake.toString(),
      payout: payout.toString(),
      outcome,
      ...(instant ? { creditTxId: request.txId } : {}),
    });
    return {
      roundId: request.roundId,
      status: instant ? 'SETTLED' : 'OPEN',
      stake: request.stake,
      payout,
      balance: after,
      outcome,
      replayed: false,
    };
  });
}

export function trialSettle(
  db: Db,
  session: GameSession,
  request: CreditRequest,
): Promise<RoundAnswer> {
  return db.transaction(async (tx) => {
    const debit = await lockDebit(tx, session, request.betTxId);
    if (!debit || debit.state === undefined) throw unknownBet();
    if (debit.state === 'cancelled') throw betCancelled();
    const answer = (balance: bigint, replayed: boolean, payout: bigint): RoundAnswer => ({
      roundId: debit.roundId ?? '',
      status: 'SETTLED',
      stake: BigInt(debit.stake ?? '0'),
      payout,
      balance,
      outcome: { ...debit.outcome, ...request.outcome },
      replayed,
    });
    if (debit.state === 'settled') {
      if (debit.creditTxId !== request.txId) throw roundClosed();
      return answer(await balanceIn(tx, session.id), true, BigInt(debit.payout ?? '0'));
    }
    const after = await moveBalance(tx, session.id, request.payout);
    await store(tx, session, request.betTxId, {
      ...debit,
      state: 'settled',
      payout: request.payout.toString(),
      creditTxId: request.txId,
      outcome: { ...debit.outcome, ...request.outcome },
    });
    return answer(after ?? 0n, false, request.payout);
  });
}

export function trialRollback(
  db: Db,
  session: GameSession,
  request: RollbackRequest,
  now: number,
): Promise<RollbackAnswer> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const debit = await lockDebit(tx, session, request.betTxId);
      if (!debit) {
        const [marker] = await tx
          .insert(trialRounds)
          .values({
            sessionId: session.id,
            roundId: request.betTxId,
            result: { state: 'cancelled', unknownDebit: true } satisfies TrialDebit,
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning({ roundId: trialRounds.roundId });
        if (marker)
          return {
            balance: await balanceIn(tx, session.id),
            refunded: 0n,
            replayed: false,
            unknownDebit: true,
          };
        continue;
      }
      if (debit.state === 'cancelled')
        return {
          balance: await balanceIn(tx, session.id),
          refunded: 0n,
          replayed: true,
          unknownDebit: debit.unknownDebit === true,
        };
      if (debit.state !== 'open') throw roundClosed();
      const stake = BigInt(debit.stake ?? '0');
      const after = await moveBalance(tx, session.id, stake);
      await store(tx, session, request.betTxId, { ...debit, state: 'cancelled' });
      return { balance: after ?? 0n, refunded: stake, replayed: false, unknownDebit: false };
    }
    throw new Error(`trial rollback of ${request.betTxId}: the debit vanished`);
  });
}
