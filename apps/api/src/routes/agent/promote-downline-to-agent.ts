import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Promotes a direct downline player to agent. */
export const promoteDownlineToAgent =
  (deps: HandlerDeps): Handler<'promoteDownlineToAgent'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.promoteToAgent(deps.db, agent, request.body.memberId));
  };
