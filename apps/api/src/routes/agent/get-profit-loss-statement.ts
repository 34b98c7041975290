import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Profit and loss statement. */
export const getProfitLossStatement =
  (deps: HandlerDeps): Handler<'getProfitLossStatement'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => agents.profitLoss(db, agent, request.query, deps.clock())),
    );
  };
