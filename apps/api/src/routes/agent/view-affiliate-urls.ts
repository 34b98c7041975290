import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The agent's links (upstream MCSFE_viewAffiliateUrls). */
export const viewAffiliateUrls =
  (deps: HandlerDeps): Handler<'viewAffiliateUrls'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.viewAffiliateUrls(deps.db, agent, deps.clock()));
  };
