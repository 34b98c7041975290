// The public surface of domain/wallets: what the rest of the server may use.
export { memberFunds, type MemberFunds, type VendorWallet } from './funds';
export {
  DEFAULT_WALLET_SETTINGS,
  parseWalletSettings,
  walletSettings,
  type WalletMode,
  type WalletSettings,
} from './settings';
export { MAIN_WALLET, recallAll, transferBetweenWallets } from './transfer';
export { transferToUpline, uplineTransferInfo } from './upline';
export { walletVendors } from './vendors';
