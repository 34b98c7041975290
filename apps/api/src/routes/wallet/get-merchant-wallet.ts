import { ok } from '../../http/envelope';
import { requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** The reference platform runs one seamless wallet for every vendor. */
export const getMerchantWallet =
  (deps: HandlerDeps): Handler<'getMerchantWallet'> =>
  async (request) => {
    await requireSession(request, deps);
    return ok({ isSingle: 1 as const });
  };
