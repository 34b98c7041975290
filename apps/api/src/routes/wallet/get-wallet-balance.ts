import { memberFunds } from '../../domain/wallets';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSessionWithWallets } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/**
 * The main wallet (type 0) and, in transfer mode, each vendor wallet (types 1..n in lobby
 * order, named by vendor code); `sumBalance` is all of them. Each is a ledger account's balance,
 * read with the session in one statement.
 */
export const getWalletBalance =
  (deps: HandlerDeps): Handler<'getWalletBalance'> =>
  async (request, reply) => {
    const { member, wallets } = await requireSessionWithWallets(request, deps);
    const merchant = requireMerchant(request);
    const funds = await memberFunds(deps.db, merchant.id, member.id, wallets);
    reply.header('cache-control', 'no-store');
    return ok({
      sumBalance: funds.totalBalance,
      balance: [
        { accountTypeId: 0, accountName: 'MAIN', availBalance: funds.mainBalance },
        ...funds.wallets.map((w, i) => ({
          accountTypeId: i + 1,
          accountName: w.vendorCode,
          availBalance: w.balance,
        })),
      ],
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
  };
