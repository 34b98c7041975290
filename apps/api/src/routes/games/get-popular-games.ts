import { popularGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getPopularGames =
  ({ db, clock }: HandlerDeps): Handler<'getPopularGames'> =>
  async (request) => {
    const q = request.query;
    const list = await popularGames(
      db,
      requireMerchant(request).id,
      q.gameType,
      q.limit ?? 10,
      catalogueLanguage(request, q.language),
      clock(),
    );
    return ok({ list });
  };
