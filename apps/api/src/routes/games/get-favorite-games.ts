import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { memberGamePage } from './member-game-page';

export const getFavoriteGames =
  (deps: HandlerDeps): Handler<'getFavoriteGames'> =>
  async (request) => {
    const q = request.query;
    const pageNo = q.pageNo ?? 1;
    const { games, totalPages } = await memberGamePage(request, deps, 'favorites', q, {
      pageNo,
      pageSize: q.pageSize ?? 15,
    });
    return ok({ content: games, pageNum: pageNo, totalPages });
  };
