// A member's favourite games: ids (newest first), add and remove (both idempotent); the list
// is one of the member lists (member-lists.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, games } from '../../db/schema/games';
import { notFound } from '../kernel';

export async function favoriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ id: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
  return rows.map((r) => String(r.id));
}

export async function addFavorite(
  db: Db,
  merchantId: number,
  memberId: number,
  nodeId: string,
  now: number,
): Promise<void> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, Number(nodeId))));
  if (!game) throw notFound('No such game');
  await db
    .insert(favoriteGames)
    .values({ memberId, gameId: game.id, createdAt: new Date(now) })
    .onConflictDoNothing();
}

export async function removeFavorite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, Number(nodeId))));
}
