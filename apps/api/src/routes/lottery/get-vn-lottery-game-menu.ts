import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { type LotteryGame, lotteryGames, toLotteryGame } from '../../domain/lottery';
import { VN_LOTTERY_VENDOR } from '../../domain/lottery';
import { platformText } from '../../domain/texts';

// VN games grouped by pace: FAST (a draw a minute or more often) and CLASSIC; the group names
// are the `lottery_groups` section of the platform catalogs.

export const getVnLotteryGameMenu =
  ({ db }: HandlerDeps): Handler<'getVnLotteryGameMenu'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const language = catalogueLanguage(request, request.query.language);
    const menus: Record<
      string,
      { gameGroupCode: string; gameGroupName: string; gameMenus: LotteryGame[] }
    > = {};
    for (const game of await lotteryGames(db, merchant.id, [VN_LOTTERY_VENDOR])) {
      const code = (game.drawIntervalSeconds ?? 60) <= 60 ? 'FAST' : 'CLASSIC';
      const menu = (menus[code] ??= {
        gameGroupCode: code,
        gameGroupName: platformText(language, `lottery_groups.${code.toLowerCase()}`),
        gameMenus: [],
      });
      menu.gameMenus.push(toLotteryGame(game, language));
    }
    return ok(menus);
  };
