import { recentGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession, catalogueLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getRecentGames =
  (deps: HandlerDeps): Handler<'getRecentGames'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    const q = request.query;
    return ok(
      await recentGames(
        deps.db,
        member.merchantId,
        member.id,
        { gameType: q.gameType, vassalage: q.vassalage },
        { pageNo: q.page ?? 1, pageSize: q.pageSize ?? 20 },
        catalogueLanguage(request, q.language),
      ),
    );
  };
