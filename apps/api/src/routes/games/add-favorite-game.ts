import { addFavorite } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const addFavoriteGame =
  (deps: HandlerDeps): Handler<'addFavoriteGame'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    await addFavorite(deps.db, member.merchantId, member.id, request.body.nodeId, deps.clock());
    return ok(null);
  };
