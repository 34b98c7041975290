import { favoriteIds } from '../../domain/catalogue/favorites';
import { ok } from '../../domain/envelope';
import { requireSession } from '../../plugins/session';
import type { Handler, HandlerDeps } from '../types';

export const getFavoriteGameIds =
  (deps: HandlerDeps): Handler<'getFavoriteGameIds'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    return ok(await favoriteIds(deps.db, member.id));
  };
