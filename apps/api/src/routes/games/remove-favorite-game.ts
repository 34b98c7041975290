import { removeFavorite } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const removeFavoriteGame =
  (deps: HandlerDeps): Handler<'removeFavoriteGame'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    await removeFavorite(deps.db, member.id, request.body.nodeId);
    return ok(null);
  };
