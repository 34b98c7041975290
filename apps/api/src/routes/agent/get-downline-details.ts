import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** One downline of the agent's subtree. */
export const getDownlineDetails =
  (deps: HandlerDeps): Handler<'getDownlineDetails'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) =>
        agents.downlineDetails(db, agent, request.query.memberId, deps.clock()),
      ),
    );
  };
