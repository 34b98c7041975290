import { downlineDetails, updateRebates } from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Changes a downline's rebates (each at most the agent's own) and answers its details. */
export const updateDownlineRebates =
  (deps: HandlerDeps): Handler<'updateDownlineRebates'> =>
  async (request) => {
    const agent = await requireAgentSession(request, deps);
    await updateRebates(deps.db, agent, request.body.memberId, request.body.rebates);
    return ok(await downlineDetails(deps.db, agent, request.body.memberId, deps.clock()));
  };
