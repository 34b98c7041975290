import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Transfer from the agent to a downline (Idempotency-Key makes a retry safe). */
export const transferToDownline =
  (deps: HandlerDeps): Handler<'transferToDownline'> =>
  async (request) => {
    const agent = await requireAgentSession(request, deps);
    const key = request.headers['idempotency-key'];
    return ok(
      await agents.transferToDownline(deps.db, agent, request.body, {
        idempotencyKey: typeof key === 'string' ? key : undefined,
        currency: requireMerchant(request).currency,
        now: deps.clock(),
      }),
    );
  };
