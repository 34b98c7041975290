// Lottery games of some vendors, in the wire shape of the /lgw menus.
import type { components } from '@platform/api-client/schema';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games, gameVendors } from '../../db/schema/games';
import { gameIconPath, type GameRow, localName } from '../catalogue';

export type LotteryGame = components['schemas']['LotteryGame'];

export const toLotteryGame = (g: GameRow, language: string): LotteryGame => ({
  gameCode: g.gameCode,
  gameName: localName(g, language),
  vassalage: g.vendorCode,
  nodeId: String(g.id),
  drawIntervalSeconds: g.drawIntervalSeconds ?? 60,
  iconUrl: gameIconPath(g.id),
});

/** The merchant's lottery games that also meet `which`. */
const lotteryOf = (merchantId: number, which: SQL) =>
  and(eq(games.merchantId, merchantId), eq(games.engine, 'lottery'), which);

export async function lotteryGames(
  db: Db,
  merchantId: number,
  vendors: string[],
): Promise<GameRow[]> {
  if (vendors.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(lotteryOf(merchantId, inArray(games.vendorCode, vendors)))
    .orderBy(asc(games.vendorCode), asc(games.sort));
}

export async function lotteryGameByCode(
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<GameRow | undefined> {
  const [game] = await db
    .select()
    .from(games)
    .where(lotteryOf(merchantId, eq(games.gameCode, gameCode)));
  return game;
}

/** The lottery games a member launched last (at most 20), most recent first. */
export async function recentLotteryGames(db: Db, memberId: number): Promise<GameRow[]> {
  const rows = await db
    .select({ game: games, last: sql<Date>`max(${gameSessions.createdAt})` })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(and(eq(gameSessions.memberId, memberId), eq(games.engine, 'lottery')))
    .groupBy(games.id)
    .orderBy(desc(sql`max(${gameSessions.createdAt})`))
    .limit(20);
  return rows.map((r) => r.game);
}

/** Display names of a merchant's game vendors by vendor code. */
export async function vendorDisplayNames(db: Db, merchantId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.displayName })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId));
  return new Map(rows.map((v) => [v.code, v.name]));
}
