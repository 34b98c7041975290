import * as agents from '../../domain/agents';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The team's deposits, withdrawals and transfers. */
export const getDownlineTransactions =
  (deps: HandlerDeps): Handler<'getDownlineTransactions'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) =>
        agents.downlineTransactions(db, agent, request.query, deps.clock()),
      ),
    );
  };
