import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The agent's commission statement. */
export const getCommissionStatement =
  (deps: HandlerDeps): Handler<'getCommissionStatement'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.commissionStatement(deps.db, agent, request.query, deps.clock()));
  };
