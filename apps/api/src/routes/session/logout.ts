import { ok } from '../../domain/envelope';
import { revokeSession } from '../../domain/sessions';
import { requireSession } from '../../plugins/session';
import type { Handler, HandlerDeps } from '../types';

export const logout =
  (deps: HandlerDeps): Handler<'logout'> =>
  async (request) => {
    const session = await requireSession(request, deps);
    await revokeSession(deps.db, session.sessionId, deps.clock());
    return ok(null);
  };
