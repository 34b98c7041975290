import * as agents from '../../domain/agents';
import { idempotentAtomic } from '../../http/idempotency';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** Transfer from the agent to a downline, once per Idempotency-Key. */
export const transferToDownline =
  (deps: HandlerDeps): Handler<'transferToDownline'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${agent.id}`,
      'transferToDownline',
      (key, db) =>
        agents.transferToDownline(db, agent, request.body, {
          idempotencyKey: key,
          currency: requireMerchant(request).currency,
          now: deps.clock(),
        }),
    );
  };
