import { ok } from '../../http/envelope';
import { revokeRememberToken, revokeSession } from '../../domain/sessions';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Revokes the session and the remember token it was opened with or issued. */
export const logout =
  (deps: HandlerDeps): Handler<'logout'> =>
  async (request) => {
    const session = await requireSession(request, deps);
    const now = deps.clock();
    await revokeSession(deps.db, session.sessionId, now);
    if (session.rememberTokenId !== null)
      await revokeRememberToken(deps.db, session.rememberTokenId, now);
    return ok(null);
  };
