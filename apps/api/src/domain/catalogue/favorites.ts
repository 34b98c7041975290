// A member's favourite games: ids, the list (newest first), add and remove (both idempotent).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, games } from '../../db/schema/games';
import { notFound } from '../errors';
import type { WireGame } from './game-view';
import { type GameFilter, gameConditions, toWireGames } from './listing';

export async function favoriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ id: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((r) => String(r.id));
}

export async function favoriteList(
  db: Db,
  merchantId: number,
  memberId: number,
  filter: Pick<GameFilter, 'gameType' | 'vassalage'>,
  page: { pageNo: number; pageSize: number },
  language: string,
): Promise<{ content: WireGame[]; pageNum: number; totalPages: number }> {
  const where = and(eq(favoriteGames.memberId, memberId), ...gameConditions(merchantId, filter));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(where);
  const rows = await db
    .select({ game: games })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(where)
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    content: await toWireGames(db, merchantId, rows.map((r) => r.game), language),
    pageNum: page.pageNo,
    totalPages: Math.ceil((count?.n ?? 0) / page.pageSize),
  };
}

export async function addFavorite(db: Db, merchantId: number, memberId: number, nodeId: string, now: number): Promise<void> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, Number(nodeId))));
  if (!game) throw notFound('No such game');
  await db.insert(favoriteGames).values({ memberId, gameId: game.id, createdAt: new Date(now) }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, Number(nodeId))));
}
