import { contractOffers } from '../../domain/contracts';
import { memberFunds } from '../../domain/wallets';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { fundsOnWire } from './funds';

/**
 * The member's consolidated funds. The answer is composed of parts, each a domain function of
 * the session's member: the wallets, and the contract offers waiting with the switches of the
 * contract pages (domain/contracts).
 */
export const getConsolidatedFunds =
  (deps: HandlerDeps): Handler<'getConsolidatedFunds'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    const party = { id: member.id, merchantId: member.merchantId, type: member.type };
    const [funds, offers] = await Promise.all([
      memberFunds(deps.db, merchant.id, member.id),
      contractOffers(deps.db, party, deps.clock()),
    ]);
    reply.header('cache-control', 'no-store');
    return ok({ ...fundsOnWire(funds, merchant), ...offers });
  };
