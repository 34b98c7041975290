import { launched } from './launched';
import { findGame } from '../../domain/games';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const launchTrialGame =
  (deps: HandlerDeps): Handler<'launchTrialGame'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const q = request.query;
    const game = await findGame(deps.db, merchant.id, { nodeId: q.nodeId });
    return launched(request, deps, { merchant, member: null, game }, q);
  };
