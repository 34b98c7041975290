import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The downline table page. */
export const getDownlines =
  (deps: HandlerDeps): Handler<'getDownlines'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => agents.listDownlines(db, agent, request.query, deps.clock())),
    );
  };
