import { ok } from '../../http/envelope';
import { memberBalance, toDecimal } from '../../domain/ledger';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** One seamless wallet (type 0): its balance is the sum of the member's ledger entries. */
export const getWalletBalance =
  (deps: HandlerDeps): Handler<'getWalletBalance'> =>
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    const merchant = requireMerchant(request);
    const balance = toDecimal(await memberBalance(deps.db, member.id));
    reply.header('cache-control', 'no-store');
    return ok({
      sumBalance: balance,
      balance: [{ accountTypeId: 0, accountName: 'MAIN', availBalance: balance }],
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
  };
