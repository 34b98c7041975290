// The game session behind a demo-game token, with its game and (real sessions) member and
// the member's ledger account: one query, as every round starts with it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games } from '../../db/schema/games';
import { ledgerAccounts } from '../../db/schema/ledger';
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
  /** The member's ledger account; null for trial sessions and members who never had one. */
  accountId: number | null;
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
    .select({
      session: gameSessions,
      game: games,
      merchant: {
        id: merchants.id,
        currency: merchants.currency,
        currencySymbol: merchants.currencySymbol,
      },
      member: { id: members.id, username: members.username },
      accountId: ledgerAccounts.id,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
    .leftJoin(
      members,
      and(eq(members.id, gameSessions.memberId), eq(members.merchantId, gameSessions.merchantId)),
    )
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.memberId, members.id))
    .where(eq(gameSessions.tokenHash, hashGameToken(token)))
    .limit(1);
  if (!row || row.session.expiresAt.getTime() <= now) throw sessionExpired();
  // A real session whose member is gone (or of another merchant) has ended.
  if (row.session.memberId !== null && !row.member) throw sessionExpired();
  const member = row.session.memberId !== null ? row.member : null;
  return {
    id: row.session.id,
    mode: row.session.mode,
    trialBalance: row.session.trialBalance,
    language: row.session.language,
    backUrl: row.session.backUrl,
    game: row.game,
    member,
    accountId: member ? row.accountId : null,
    merchant: {
      id: row.merchant.id,
      currency: row.merchant.currency,
      currencySymbol: row.merchant.currencySymbol,
    },
  };
}
