import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The team overview (upstream ODSFE2_getTeamOverviewSum). */
export const getTeamOverviewSum =
  (deps: HandlerDeps): Handler<'getTeamOverviewSum'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await deps.reader.own((db) => agents.teamOverview(db, agent, deps.clock())));
  };
