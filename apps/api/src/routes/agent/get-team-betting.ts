import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Team betting report. */
export const getTeamBetting =
  (deps: HandlerDeps): Handler<'getTeamBetting'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => agents.teamBetting(db, agent, request.query, deps.clock())),
    );
  };
