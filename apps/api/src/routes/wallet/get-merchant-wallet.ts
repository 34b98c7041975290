import { walletSettings } from '../../domain/wallets';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Single (seamless) wallet or a transfer wallet per vendor: the merchant's wallet setting. */
export const getMerchantWallet =
  (deps: HandlerDeps): Handler<'getMerchantWallet'> =>
  async (request) => {
    await requireSession(request, deps);
    const { mode } = await walletSettings(deps.db, requireMerchant(request).id);
    return ok({ isSingle: mode === 'transfer' ? (0 as const) : (1 as const) });
  };
