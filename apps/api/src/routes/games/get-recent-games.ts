import { recentGames } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requestLanguage } from './request-language';

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
        requestLanguage(request, q.language),
      ),
    );
  };
