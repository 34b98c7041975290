// The wallet's lazy screen group: the wallets and the transfer to the upline load together,
// with the member centre, never on a first visit.
import { walletFundsQueries } from '@platform/api-client/queries/wallet-funds';
import type { LoaderArgs } from '../../lib/route-context';

export { TransferFundPage } from './transfer-fund-page';
export { TransferUplinePage } from './transfer-upline-page';

export type WalletScreen = 'funds' | 'upline';

/** Route loader of the wallet screens: their data before the page shows. */
export function loader({ context }: LoaderArgs, screen: WalletScreen) {
  const wallet = walletFundsQueries(context.api);
  return screen === 'funds'
    ? context.queryClient.ensureQueryData(wallet.funds())
    : context.queryClient.ensureQueryData(wallet.upline());
}
