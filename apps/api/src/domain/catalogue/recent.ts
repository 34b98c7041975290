// Recent games: what the member launched, most recent launch first (trial launches excluded).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games } from '../../db/schema/games';
import type { WireGame } from './game-view';
import { type GameFilter, pageOfMemberGames } from './listing';

export async function recentGames(
  db: Db,
  merchantId: number,
  memberId: number,
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  page: { pageNo: number; pageSize: number },
  language: string,
): Promise<{ list: WireGame[]; totalPages: number }> {
  const launched = db
    .select({
      gameId: gameSessions.gameId,
      last: sql<Date>`max(${gameSessions.createdAt})`.as('last'),
    })
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.mode, 'real')))
    .groupBy(gameSessions.gameId)
    .as('launched');
  const { games: list, totalPages } = await pageOfMemberGames(
    db,
    merchantId,
    {
      from: launched,
      gameId: launched.gameId,
      conditions: [],
      orderBy: [desc(launched.last), desc(games.id)],
    },
    filter,
    page,
    language,
  );
  return { list, totalPages };
}
