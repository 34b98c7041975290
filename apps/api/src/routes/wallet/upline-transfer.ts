import { CURRENCY_DECIMALS } from '../../domain/cashier';
import { transferToUpline as send, uplineTransferInfo } from '../../domain/wallets';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getUplineTransferInfo =
  (deps: HandlerDeps): Handler<'getUplineTransferInfo'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    reply.header('cache-control', 'no-store');
    return ok({
      ...(await uplineTransferInfo(deps.db, member)),
      currencySymbol: merchant.currencySymbol,
      decimals: CURRENCY_DECIMALS,
    });
  };

/** To the member's upline agent, once per Idempotency-Key. */
export const transferToUpline =
  (deps: HandlerDeps): Handler<'transferToUpline'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    return idempotentAtomic(request, reply, deps, `m:${member.id}`, 'transferToUpline', (key, db) =>
      send(db, merchant, member, request.body, {
        idempotencyKey: key,
        now: deps.clock(),
      }),
    );
  };
