import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The agent's own rebate per product type. */
export const getGlobalRebateSettingsByProductType =
  (deps: HandlerDeps): Handler<'getGlobalRebateSettingsByProductType'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await agents.rebateSettings(deps.db, agent));
  };
