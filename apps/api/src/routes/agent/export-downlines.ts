import { exportDownlines as exportCsv } from '../../domain/agents';
import type { Handler, HandlerDeps, Ok } from '../types';
import { requireAgentSession } from './session';

/** The filtered downline view as CSV, streamed row batch by row batch. */
export const exportDownlines =
  (deps: HandlerDeps): Handler<'exportDownlines'> =>
  async (request, reply) => {
    const agent = await requireAgentSession(request, deps);
    const stream = await exportCsv(deps.db, agent, request.query, deps.clock());
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="downlines.csv"');
    // Fastify sends a returned stream as the body; the contract types the body as text.
    return stream as unknown as Ok<'exportDownlines'>;
  };
