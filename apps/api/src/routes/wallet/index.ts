// The handlers of the wallet operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getMerchantWallet } from './get-merchant-wallet';
import { getWalletBalance } from './get-wallet-balance';

export const walletHandlers = (deps: HandlerDeps) =>
  ({
    getWalletBalance: getWalletBalance(deps),
    getMerchantWallet: getMerchantWallet(deps),
  }) satisfies AreaHandlers;
