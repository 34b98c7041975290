import { launched } from './launched';
import { findGame } from '../../domain/games';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { lotteryVendorsOf } from '../../domain/lottery';

export const launchGame =
  (deps: HandlerDeps): Handler<'launchGame'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    const q = request.query;
    const lottery = q.launchMode === 'LOTT';
    const game = await findGame(deps.db, merchant.id, {
      nodeId: q.nodeId,
      gameCode: lottery ? (q.lottoGameCode ?? q.gameCode) : q.gameCode,
      vassalage: q.vassalage,
      lotteryVendors: lottery
        ? await lotteryVendorsOf(deps.db, merchant.id, q.lottoPrizeMode)
        : undefined,
    });
    return launched(request, deps, { merchant, member, game }, q);
  };
