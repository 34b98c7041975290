import { ok } from '../../http/envelope';
import { toDecimal } from '../../domain/ledger';
import { requireMerchant, requireSessionWithBalance } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/**
 * One seamless wallet (type 0): its balance is the sum of the member's ledger entries (kept
 * on the member's ledger account), read with the session in one statement.
 */
export const getWalletBalance =
  (deps: HandlerDeps): Handler<'getWalletBalance'> =>
  async (request, reply) => {
    const { balance: minor } = await requireSessionWithBalance(request, deps);
    const merchant = requireMerchant(request);
    const balance = toDecimal(minor);
    reply.header('cache-control', 'no-store');
    return ok({
      sumBalance: balance,
      balance: [{ accountTypeId: 0, accountName: 'MAIN', availBalance: balance }],
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
  };
