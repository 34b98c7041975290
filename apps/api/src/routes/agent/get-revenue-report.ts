import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The agent's income report. */
export const getRevenueReport =
  (deps: HandlerDeps): Handler<'getRevenueReport'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => agents.revenue(db, agent, request.query, deps.clock())),
    );
  };
