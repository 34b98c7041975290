import { favoriteIds } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getFavoriteGameIds =
  (deps: HandlerDeps): Handler<'getFavoriteGameIds'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    return ok(await favoriteIds(deps.db, member.id));
  };
