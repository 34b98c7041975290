import { favoriteList } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getFavoriteGames =
  (deps: HandlerDeps): Handler<'getFavoriteGames'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const q = request.query;
    return ok(
      await favoriteList(
        deps.db,
        member.merchantId,
        member.id,
        { gameType: q.gameType, vassalage: q.vassalage },
        { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 15 },
        catalogueLanguage(request, q.language),
      ),
    );
  };
