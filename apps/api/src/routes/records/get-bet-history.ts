import { betHistory } from '../../domain/records';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { recordsCaller } from './caller';

export const getBetHistory =
  (deps: HandlerDeps): Handler<'getBetHistory'> =>
  async (request, reply) => {
    const caller = await recordsCaller(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await deps.reader.own((db) => betHistory(db, caller, request.query, deps.clock())));
  };
