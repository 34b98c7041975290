// Lottery games of some vendors, in the wire shape of the /lgw menus.
import type { components } from '@platform/api-client/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games } from '../../db/schema/games';
import { gameIconPath, type GameRow, localName } from '../../domain/catalogue';

export type LotteryGame = components['schemas']['LotteryGame'];

export const toLotteryGame = (g: GameRow, language: string): LotteryGame => ({
  gameCode: g.gameCode,
  gameName: localName(g, language),
  vassalage: g.vendorCode,
  nodeId: String(g.id),
  drawIntervalSeconds: g.drawIntervalSeconds ?? 60,
  iconUrl: gameIconPath(g.id),
});

export async function lotteryGames(
  db: Db,
  merchantId: number,
  vendors: string[],
): Promise<GameRow[]> {
  if (vendors.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.engine, 'lottery'),
        inArray(games.vendorCode, vendors),
      ),
    )
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
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.engine, 'lottery'),
        eq(games.gameCode, gameCode),
      ),
    );
  return game;
}
