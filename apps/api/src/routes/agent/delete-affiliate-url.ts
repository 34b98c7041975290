import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Deletes one of the agent's links (upstream MCSFE_deleteAffiliateUrl). */
export const deleteAffiliateUrl =
  (deps: HandlerDeps): Handler<'deleteAffiliateUrl'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await agents.deleteAffiliateUrl(deps.db, agent, request.query.affiUrlId, deps.clock()),
    );
  };
