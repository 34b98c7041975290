import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { memberGamePage } from './member-game-page';

export const getRecentGames =
  (deps: HandlerDeps): Handler<'getRecentGames'> =>
  async (request) => {
    const q = request.query;
    const { games, totalPages } = await memberGamePage(request, deps, 'recent', q, {
      pageNo: q.page ?? 1,
      pageSize: q.pageSize ?? 20,
    });
    return ok({ list: games, totalPages });
  };
