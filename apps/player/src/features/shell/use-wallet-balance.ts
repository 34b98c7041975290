import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';

/**
 * The balance the header shows: the sum of all wallets on a single (seamless) wallet, the main
 * wallet otherwise. Trial accounts have no balance to load.
 */
export function useWalletBalance() {
  const api = useApi();
  const { isLoggedIn, isTrial, member } = useSession();
  // Only once the member is known: a trial account that is still loading must not ask.
  const enabled = isLoggedIn && member !== undefined && !isTrial;
  const balance = useQuery({ ...walletQueries(api).balance(), enabled });
  const mode = useQuery({ ...walletQueries(api).mode(), enabled });
  const data = balance.data;
  const single = mode.data?.isSingle !== 0;
  const amount = data
    ? single
      ? data.sumBalance
      : (data.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? data.sumBalance)
    : null;
  return {
    amount,
    symbol: data?.currencySymbol ?? '',
    isFetching: balance.isFetching,
    refetch: balance.refetch,
    enabled,
  };
}
