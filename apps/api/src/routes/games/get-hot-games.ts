import { hotGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getHotGames =
  ({ db, clock }: HandlerDeps): Handler<'getHotGames'> =>
  async (request) => {
    const q = request.query;
    const list = await hotGames(
      db,
      requireMerchant(request).id,
      { gameType: q.gameType, vassalage: q.vassalage },
      q.limit ?? 20,
      catalogueLanguage(request, q.language),
      clock(),
    );
    return ok({ list });
  };
