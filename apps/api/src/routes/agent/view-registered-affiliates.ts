import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Accounts registered through the agent's links (upstream MCSFE_viewRegisteredAffiliates). */
export const viewRegisteredAffiliates =
  (deps: HandlerDeps): Handler<'viewRegisteredAffiliates'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => agents.viewRegisteredAffiliates(db, agent, request.query)),
    );
  };
