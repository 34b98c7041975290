// Reads of the bet records a vendor adapter needs about its own rounds: a member's latest
// rounds of a game (the game page shows them), and the open bets waiting for a draw.
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';

export interface StoredRound {
  id: number;
  merchantId: number;
  memberId: number;
  roundId: string;
  status: 'OPEN' | 'SETTLED';
  stake: bigint;
  payout: bigint;
  bet: unknown;
  outcome: unknown;
}

const columns = {
  id: betRecords.id,
  merchantId: betRecords.merchantId,
  memberId: betRecords.memberId,
  roundId: betRecords.roundId,
  status: betRecords.status,
  stake: betRecords.stake,
  payout: betRecords.payout,
  bet: betRecords.bet,
  outcome: betRecords.outcome,
};

/** The member's latest rounds of one game, newest first. */
export function recentRounds(
  db: Db,
  memberId: number,
  gameId: number,
  limit: number,
): Promise<StoredRound[]> {
  return db
    .select(columns)
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), eq(betRecords.gameId, gameId)))
    .orderBy(desc(betRecords.createdAt), desc(betRecords.id))
    .limit(limit);
}

/** The draws (of one game, or all) that still have open bets, oldest first. */
export function drawsWithOpenBets(
  db: Db,
  gameId?: number,
): Promise<{ gameId: number; numero: string | null }[]> {
  return db
    .selectDistinct({ gameId: betRecords.gameId, numero: betRecords.drawNumero })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.status, 'OPEN'),
        isNotNull(betRecords.drawNumero),
        gameId ? eq(betRecords.gameId, gameId) : undefined,
      ),
    )
    .orderBy(asc(betRecords.drawNumero));
}

/** The open bets of one draw placed before it closed. */
export function openBetsOfDraw(
  db: Db,
  gameId: number,
  numero: string,
  closeTime: number,
): Promise<StoredRound[]> {
  return db
    .select(columns)
    .from(betRecords)
    .where(
      and(
        eq(betRecords.gameId, gameId),
        eq(betRecords.drawNumero, numero),
        eq(betRecords.status, 'OPEN'),
        lte(betRecords.createdAt, new Date(closeTime)),
      ),
    );
}
