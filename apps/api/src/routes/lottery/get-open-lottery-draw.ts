import { currentDraw } from '../../vendors/demo';
import { notFound } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { lotteryGameByCode } from '../../domain/lottery';

// Served twice: /lgw/games/opened/numero and, under the lottery gateway prefix,
// /lotto/lgw/games/opened/numero (getLottoOpenLotteryDraw); one answer, a session required.
export const getOpenLotteryDraw =
  (deps: HandlerDeps): Handler<'getOpenLotteryDraw'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const game = await lotteryGameByCode(deps.db, member.merchantId, request.query.gameCode);
    if (!game) throw notFound('No such lottery game');
    return ok(currentDraw(game, deps.clock()));
  };
