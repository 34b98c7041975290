// Recent games: what the member launched, most recent launch first (trial launches excluded).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games } from '../../db/schema/games';
import type { WireGame } from './game-view';
import { type GameFilter, gameConditions, toWireGames } from './listing';

export async function recentGames(
  db: Db,
  merchantId: number,
  memberId: number,
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  page: { pageNo: number; pageSize: number },
  language: string,
): Promise<{ list: WireGame[]; totalPages: number }> {
  const launched = db
    .select({ gameId: gameSessions.gameId, last: sql<Date>`max(${gameSessions.createdAt})`.as('last') })
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.mode, 'real')))
    .groupBy(gameSessions.gameId)
    .as('launched');
  const where = and(...gameConditions(merchantId, filter));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(launched)
    .innerJoin(games, eq(games.id, launched.gameId))
    .where(where);
  const rows = await db
    .select({ game: games })
    .from(launched)
    .innerJoin(games, eq(games.id, launched.gameId))
    .where(where)
    .orderBy(desc(launched.last), desc(games.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: await toWireGames(db, merchantId, rows.map((r) => r.game), language),
    totalPages: Math.ceil((count?.n ?? 0) / page.pageSize),
  };
}
