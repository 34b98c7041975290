import { toDecimal } from '../../domain/kernel';
import { memberFunds, recallAll, transferBetweenWallets } from '../../domain/wallets';
import { idempotentAtomic } from '../../http/idempotency';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { fundsOnWire } from './funds';

/** Between the member's own wallets, once per Idempotency-Key. */
export const walletTransfer =
  (deps: HandlerDeps): Handler<'walletTransfer'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'walletTransfer',
      async (key, db) => {
        const moved = await transferBetweenWallets(db, merchant, member, request.body, {
          idempotencyKey: key,
          now: deps.clock(),
        });
        return {
          transactionId: moved.transactionId,
          amount: toDecimal(moved.amount),
          funds: fundsOnWire(await memberFunds(db, merchant.id, member.id), merchant),
        };
      },
    );
  };

/** Every vendor wallet back to the main one, once per Idempotency-Key. */
export const walletRecallAll =
  (deps: HandlerDeps): Handler<'walletRecallAll'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'walletRecallAll',
      async (key, db) => {
        const moved = await recallAll(db, merchant, member, {
          idempotencyKey: key,
          now: deps.clock(),
        });
        return {
          transactionId: moved.transactionId,
          amount: toDecimal(moved.amount),
          wallets: moved.wallets,
          funds: fundsOnWire(await memberFunds(db, merchant.id, member.id), merchant),
        };
      },
    );
  };
