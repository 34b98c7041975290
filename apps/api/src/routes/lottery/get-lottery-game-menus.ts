import { eq } from 'drizzle-orm';
import { gameVendors } from '../../db/schema/games';
import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { lotteryGames, toLotteryGame } from './lottery-games';
import { lotteryVendorsOf } from './prize-mode';

export const getLotteryGameMenus =
  ({ db }: HandlerDeps): Handler<'getLotteryGameMenus'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const language = catalogueLanguage(request, request.query.language);
    const vendors = await lotteryVendorsOf(db, merchant.id, request.query.prizeMode);
    const names = new Map(
      (
        await db
          .select({ code: gameVendors.code, name: gameVendors.displayName })
          .from(gameVendors)
          .where(eq(gameVendors.merchantId, merchant.id))
      ).map((v) => [v.code, v.name]),
    );
    const groups: Record<
      string,
      { gameGroupCode: string; gameGroupName: string; games: ReturnType<typeof toLotteryGame>[] }
    > = {};
    for (const game of await lotteryGames(db, merchant.id, vendors)) {
      const group = (groups[game.vendorCode] ??= {
        gameGroupCode: game.vendorCode,
        gameGroupName: names.get(game.vendorCode) ?? game.vendorCode,
        games: [],
      });
      group.games.push(toLotteryGame(game, language));
    }
    return ok(groups);
  };
