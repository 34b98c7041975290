import { jackpotBalance } from '../../domain/jackpot';
import { toDecimal } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** The jackpot: the balance of the merchant's jackpot ledger account, read as it is. */
export const getJackpot =
  ({ db }: HandlerDeps): Handler<'getJackpot'> =>
  async (request) => {
    const merchant = requireMerchant(request);
    const amount = await jackpotBalance(db, merchant.id, merchant.currency);
    return ok({
      amount: toDecimal(amount),
      contributionBp: merchant.settings.jackpot.contributionBp,
    });
  };
