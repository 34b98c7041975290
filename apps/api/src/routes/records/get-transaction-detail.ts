import { transactionDetail } from '../../domain/records';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { recordsCaller } from './caller';

export const getTransactionDetail =
  (deps: HandlerDeps): Handler<'getTransactionDetail'> =>
  async (request, reply) => {
    const caller = await recordsCaller(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await deps.reader.own((db) => transactionDetail(db, caller, request.params.id)));
  };
