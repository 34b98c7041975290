import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

/** The member's money: dropped when the session ends. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  mode: () => [...walletKeys.all, 'mode'] as const,
};

export function walletQueries(api: PlatformClient) {
  return {
    balance: () =>
      queryOptions({
        queryKey: walletKeys.balance(),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/v2/wallets/balance', { params: { query: { typeId: 0 } }, signal })),
        staleTime: 15_000,
      }),
    mode: () =>
      queryOptions({
        queryKey: walletKeys.mode(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/GCS_merchantWallet', { signal })),
        staleTime: Infinity,
      }),
  };
}
