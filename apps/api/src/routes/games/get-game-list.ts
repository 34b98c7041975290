import { listGames } from '../../domain/catalogue';
import { okShared } from '../../http/raw-json';
import { requireMerchant, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getGameList =
  ({ db, clock }: HandlerDeps): Handler<'getGameList'> =>
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
      catalogueLanguage(request, q.language),
      clock(),
    );
    // A page from the configuration cache: serialised once, not per request.
    return okShared(page);
  };
