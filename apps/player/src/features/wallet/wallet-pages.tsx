// The wallet's lazy screen group: the wallets and the transfer to the upline load together,
// with the member centre, never on a first visit.
import { walletFundsQueries } from '@platform/api-client/queries/wallet-funds';
import type { LoaderArgs } from '../../lib/route-context';

export { TransferFundPage } from './transfer-fund-page';
export { TransferUplinePage } from './transfer-upline-page';

/** Route loader of the wallets: their data before the page shows. */
export const fundsLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(walletFundsQueries(context.api).funds());

/** Route loader of the transfer to the upline. */
export const uplineLoader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(walletFundsQueries(context.api).upline());
