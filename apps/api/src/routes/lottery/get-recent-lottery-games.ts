import { ok } from '../../http/envelope';
import { requireSession, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { lotteryVendorsOf, recentLotteryGames, toLotteryGame } from '../../domain/lottery';

export const getRecentLotteryGames =
  (deps: HandlerDeps): Handler<'getRecentLotteryGames'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const vendors = new Set(
      await lotteryVendorsOf(deps.db, member.merchantId, request.query.prizeMode),
    );
    const games = await recentLotteryGames(deps.db, member.id);
    const language = catalogueLanguage(request, request.query.language);
    return ok(
      games.filter((g) => vendors.has(g.vendorCode)).map((g) => toLotteryGame(g, language)),
    );
  };
