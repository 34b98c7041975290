import { memberFunds } from '../../domain/wallets';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { fundsOnWire } from './funds';

/**
 * The member's consolidated funds. The answer is composed of parts, each a domain function of
 * the session's member: the wallets here; other parts (such as pending contract offers) add
 * their fields beside them.
 */
export const getConsolidatedFunds =
  (deps: HandlerDeps): Handler<'getConsolidatedFunds'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    const wallets = fundsOnWire(await memberFunds(deps.db, merchant.id, member.id), merchant);
    reply.header('cache-control', 'no-store');
    return ok({ ...wallets });
  };
