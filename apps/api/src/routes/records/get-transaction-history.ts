import { transactionHistory } from '../../domain/records';
import { requireModule } from '../../domain/site';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { recordsCaller } from './caller';

export const getTransactionHistory =
  (deps: HandlerDeps): Handler<'getTransactionHistory'> =>
  async (request, reply) => {
    const caller = await recordsCaller(request, deps);
    await requireModule(deps.db, caller.merchant.id, 'MEMTRANS3');
    reply.header('cache-control', 'no-store');
    return ok(await transactionHistory(deps.db, caller, request.query, deps.clock()));
  };
