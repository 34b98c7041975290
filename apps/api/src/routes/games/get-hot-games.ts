import { hotGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requestLanguage } from './request-language';

export const getHotGames =
  ({ db }: HandlerDeps): Handler<'getHotGames'> =>
  async (request) => {
    const q = request.query;
    const list = await hotGames(
      db,
      requireMerchant(request).id,
      { gameType: q.gameType, vassalage: q.vassalage },
      q.limit ?? 20,
      requestLanguage(request, q.language),
    );
    return ok({ list });
  };
