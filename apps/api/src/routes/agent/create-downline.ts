import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** A new downline directly under the agent. */
export const createDownline =
  (deps: HandlerDeps): Handler<'createDownline'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.createDownline(deps.db, agent, request.body, deps.clock()));
  };
