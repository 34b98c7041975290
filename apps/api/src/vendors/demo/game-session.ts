// The game session behind a demo-game token, with its game and (real sessions) member.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games } from '../../db/schema/games';
import { members } from '../../db/schema/members';
import { merchants } from '../../db/schema/merchants';
import type { GameRow } from '../../domain/catalogue';
import { AppError } from '../../domain/shared';
import { hashGameToken } from '../../domain/games';

export interface GameSession {
  id: number;
  mode: 'real' | 'trial';
  trialBalance: bigint | null;
  language: string;
  backUrl: string | null;
  game: GameRow;
  member: { id: number; username: string } | null;
  merchant: { id: number; currency: string; currencySymbol: string };
}

export const sessionExpired = (): AppError =>
  new AppError(
    401,
    'user.or.token.invalid',
    'This game session has ended, please launch the game again',
  );

export async function resolveGameSession(db: Db, token: string, now: number): Promise<GameSession> {
  const [row] = await db
    .select({ session: gameSessions, game: games, merchant: merchants })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
    .where(eq(gameSessions.tokenHash, hashGameToken(token)))
    .limit(1);
  if (!row || row.session.expiresAt.getTime() <= now) throw sessionExpired();
  let member: GameSession['member'] = null;
  if (row.session.memberId !== null) {
    const [m] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.id, row.session.memberId), eq(members.merchantId, row.merchant.id)));
    if (!m) throw sessionExpired();
    member = m;
  }
  return {
    id: row.session.id,
    mode: row.session.mode,
    trialBalance: row.session.trialBalance,
    language: row.session.language,
    backUrl: row.session.backUrl,
    game: row.game,
    member,
    merchant: {
      id: row.merchant.id,
      currency: row.merchant.currency,
      currencySymbol: row.merchant.currencySymbol,
    },
  };
}
