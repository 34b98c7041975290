import { listGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requestLanguage } from './request-language';

export const getGameList =
  ({ db }: HandlerDeps): Handler<'getGameList'> =>
  async (request) => {
    const q = request.query;
    const page = await listGames(
      db,
      requireMerchant(request).id,
      {
        gameType: q.gameType,
        vassalage: q.vassalage,
        gameClassify: q.gameClassify,
        isNew: q.isNew,
        gameName: q.gameName,
      },
      { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 15 },
      requestLanguage(request, q.language),
    );
    return ok(page);
  };
