// The wallet screens' reads (kept apart from ./wallet, which the site header loads on a
// first visit): main and vendor wallet balances, and what a transfer to the upline needs.
import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import { walletKeys } from './wallet';

/** Under the wallet's keys, so whatever refreshes the wallet refreshes these too. */
export const walletFundsKeys = {
  funds: () => [...walletKeys.all, 'funds'] as const,
  upline: () => [...walletKeys.all, 'upline'] as const,
};

export function walletFundsQueries(api: PlatformClient) {
  return {
    /** Main and vendor wallet balances (the wallet part of the consolidated funds). */
    funds: () =>
      queryOptions({
        queryKey: walletFundsKeys.funds(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/info/funds/consolidated', { signal })),
      }),
    /** The upline agent, the merchant's range and the balance, for a transfer to the upline. */
    upline: () =>
      queryOptions({
        queryKey: walletFundsKeys.upline(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/uplineTransfer', { signal })),
      }),
  };
}
