import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** A new affiliate link (upstream MCSFE_createAffiliateUrl). */
export const createAffiliateUrl =
  (deps: HandlerDeps): Handler<'createAffiliateUrl'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.createAffiliateUrl(deps.db, agent, request.body, deps.clock()));
  };
