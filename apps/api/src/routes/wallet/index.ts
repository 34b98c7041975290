// The handlers of the wallet operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getConsolidatedFunds } from './get-consolidated-funds';
import { getMerchantWallet } from './get-merchant-wallet';
import { getWalletBalance } from './get-wallet-balance';
import { getUplineTransferInfo, transferToUpline } from './upline-transfer';
import { walletRecallAll, walletTransfer } from './wallet-transfer';

export const walletHandlers = (deps: HandlerDeps) =>
  ({
    getWalletBalance: getWalletBalance(deps),
    getMerchantWallet: getMerchantWallet(deps),
    getConsolidatedFunds: getConsolidatedFunds(deps),
    walletTransfer: walletTransfer(deps),
    walletRecallAll: walletRecallAll(deps),
    getUplineTransferInfo: getUplineTransferInfo(deps),
    transferToUpline: transferToUpline(deps),
  }) satisfies AreaHandlers;
