// The public surface of domain/wallets: what the rest of the server may use.
export { memberFunds, type MemberFunds } from './funds';
export { walletSettings } from './settings';
export { recallAll, transferBetweenWallets } from './transfer';
export { transferToUpline, uplineTransferInfo } from './upline';
