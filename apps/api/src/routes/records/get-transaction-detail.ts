import { transactionDetail } from '../../domain/records';
import { requireModule } from '../../domain/site';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { recordsCaller } from './caller';

export const getTransactionDetail =
  (deps: HandlerDeps): Handler<'getTransactionDetail'> =>
  async (request, reply) => {
    const caller = await recordsCaller(request, deps);
    await requireModule(deps.db, caller.merchant.id, 'MEMTRANS3');
    reply.header('cache-control', 'no-store');
    return ok(await transactionDetail(deps.db, caller, request.params.id));
  };
