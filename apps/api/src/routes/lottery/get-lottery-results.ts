import { cryptoRng, recentResults, settleLotteryBets } from '../../vendors/demo';
import { notFound } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { lotteryGameByCode } from '../../domain/lottery';

export const getLotteryResults =
  ({ db, clock }: HandlerDeps): Handler<'getLotteryResults'> =>
  async (request) => {
    const game = await lotteryGameByCode(db, requireMerchant(request).id, request.query.gameCode);
    if (!game) throw notFound('No such lottery game');
    const now = clock();
    await settleLotteryBets(db, now, cryptoRng, game.id);
    return ok(await recentResults(db, game, now, request.query.limit ?? 10, cryptoRng));
  };
