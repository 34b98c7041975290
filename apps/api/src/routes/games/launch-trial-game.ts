import { ok } from '../../http/envelope';
import { findGame, launch } from '../../domain/games';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const launchTrialGame =
  (deps: HandlerDeps): Handler<'launchTrialGame'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const q = request.query;
    const game = await findGame(deps.db, merchant.id, { nodeId: q.nodeId });
    const url = await launch(deps.db, {
      merchant,
      member: null,
      game,
      language: catalogueLanguage(request, q.language),
      backUrl: q.backUrl ?? null,
      now: deps.clock(),
      vendors: deps.vendors,
    });
    return ok({ content: { game_url: url } });
  };
