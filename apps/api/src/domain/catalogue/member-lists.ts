// A member's own lists of games, paged and filtered the same way: favourites (newest first)
// and recent games (most recent launch first, trial launches excluded).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, gameSessions, games } from '../../db/schema/games';
import type { WireGame } from './game-view';
import { type GameFilter, pageOfMemberGames } from './listing';

export type MemberList = 'favorites' | 'recent';

function listSource(db: Db, list: MemberList, memberId: number) {
  if (list === 'favorites') {
    return {
      from: favoriteGames,
      gameId: favoriteGames.gameId,
      conditions: [eq(favoriteGames.memberId, memberId)],
      orderBy: [desc(favoriteGames.createdAt), desc(favoriteGames.gameId)],
    };
  }
  const launched = db
    .select({
      gameId: gameSessions.gameId,
      last: sql<Date>`max(${gameSessions.createdAt})`.as('last'),
    })
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.mode, 'real')))
    .groupBy(gameSessions.gameId)
    .as('launched');
  return {
    from: launched,
    gameId: launched.gameId,
    conditions: [],
    orderBy: [desc(launched.last), desc(games.id)],
  };
}

/** One page of a member's list of games. */
export function memberGames(
  db: Db,
  list: MemberList,
  member: { merchantId: number; id: number },
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  page: { pageNo: number; pageSize: number },
  language: string,
  now: number,
): Promise<{ games: WireGame[]; totalPages: number }> {
  const source = listSource(db, list, member.id);
  return pageOfMemberGames(db, member.merchantId, source, filter, page, language, now);
}
