import { personalProfit } from '../../domain/records';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { recordsCaller } from './caller';

export const getPersonalProfit =
  (deps: HandlerDeps): Handler<'getPersonalProfit'> =>
  async (request, reply) => {
    const caller = await recordsCaller(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await deps.reader.own((db) => personalProfit(db, caller, request.query, deps.clock())),
    );
  };
