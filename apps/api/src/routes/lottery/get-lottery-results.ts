import { cryptoRng } from '../../domain/demo-games/engines/rng';
import { recentResults, settleLotteryBets } from '../../domain/demo-games/lottery-draws';
import { notFound } from '../../domain/errors';
import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';
import { lotteryGameByCode } from './lottery-games';

export const getLotteryResults =
  ({ db, clock }: HandlerDeps): Handler<'getLotteryResults'> =>
  async (request) => {
    const game = await lotteryGameByCode(db, requireMerchant(request).id, request.query.gameCode);
    if (!game) throw notFound('No such lottery game');
    const now = clock();
    await settleLotteryBets(db, now, cryptoRng, game.id);
    return ok(await recentResults(db, game, now, request.query.limit ?? 10, cryptoRng));
  };
