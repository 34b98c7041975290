// The game session behind a vendor's token, with its game and (real sessions) member and the
// ledger account the member plays from: one query, as every wallet call starts with it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games } from '../../db/schema/games';
import { members } from '../../db/schema/members';
import { merchants } from '../../db/schema/merchants';
import type { GameRow } from '../catalogue';
import { AppError, walletAccountIdSql } from '../kernel';
import { hashGameToken } from './launch';

export interface GameSession {
  id: number;
  mode: 'real' | 'trial';
  trialBalance: bigint | null;
  language: string;
  backUrl: string | null;
  game: GameRow;
  member: { id: number; username: string } | null;
  /**
   * The game vendor whose wallet the member plays from (transfer-wallet merchants, see
   * domain/wallets); null when rounds play from the main wallet.
   */
  wallet: string | null;
  /** That ledger account; null for trial sessions and members who never had one. */
  accountId: number | null;
  merchant: { id: number; currency: string; currencySymbol: string };
  /** When the session ends (a launch lasts 12 hours at most). */
  expiresAt: number;
}

export const sessionExpired = (): AppError =>
  new AppError(
    401,
    'user.or.token.invalid',
    'This game session has ended, please launch the game again',
  );

export interface ResolveOptions {
  /**
   * Accept a session that has already ended: a vendor's credit or rollback of a bet placed
   * while it was open still settles (wins are paid after the player left).
   */
  ended?: boolean;
}

export async function resolveGameSession(
  db: Db,
  token: string,
  now: number,
  options: ResolveOptions = {},
): Promise<GameSession> {
  // merchants.settings.wallet.mode = 'transfer': the game's vendor wallet, else the main one.
  const wallet = sql<
    string | null
  >`case when ${merchants.settings} -> 'wallet' ->> 'mode' = 'transfer' then ${games.vendorCode} end`;
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
      accountId: walletAccountIdSql(members.id, wallet),
      wallet,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
    .leftJoin(
      members,
      and(eq(members.id, gameSessions.memberId), eq(members.merchantId, gameSessions.merchantId)),
    )
    .where(eq(gameSessions.tokenHash, hashGameToken(token)))
    .limit(1);
  if (!row || (!options.ended && row.session.expiresAt.getTime() <= now)) throw sessionExpired();
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
    wallet: member ? row.wallet : null,
    accountId: member && row.accountId !== null ? Number(row.accountId) : null,
    merchant: {
      id: row.merchant.id,
      currency: row.merchant.currency,
      currencySymbol: row.merchant.currencySymbol,
    },
    expiresAt: row.session.expiresAt.getTime(),
  };
}
