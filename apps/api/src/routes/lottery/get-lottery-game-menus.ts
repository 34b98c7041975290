import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import {
  lotteryGames,
  lotteryVendorsOf,
  toLotteryGame,
  vendorDisplayNames,
} from '../../domain/lottery';

export const getLotteryGameMenus =
  ({ db }: HandlerDeps): Handler<'getLotteryGameMenus'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const language = catalogueLanguage(request, request.query.language);
    const vendors = await lotteryVendorsOf(db, merchant.id, request.query.prizeMode);
    const names = await vendorDisplayNames(db, merchant.id);
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
