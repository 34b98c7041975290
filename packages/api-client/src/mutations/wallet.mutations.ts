// Moving the member's money between their own wallets (transfer-wallet mode) and to their
// upline agent. Each call carries the Idempotency-Key of the user action; afterwards every
// balance, and the inbox (an upline transfer writes a message), is read again.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';
import { memberKeys } from '../queries/member';
import { messageKeys } from '../queries/messages';
import { walletKeys } from '../queries/wallet';
import { walletFundsKeys } from '../queries/wallet-funds';

type Schemas = components['schemas'];

export function walletMutations(api: PlatformClient, queryClient: QueryClient) {
  const refresh = (funds?: Schemas['WalletFunds']) => {
    if (funds)
      queryClient.setQueryData(walletFundsKeys.funds(), (old: object | undefined) => ({
        ...old,
        ...funds,
      }));
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };
  return {
    transfer: () =>
      mutationOptions({
        mutationKey: [...walletKeys.all, 'transfer'],
        mutationFn: ({ body, key }: { body: Schemas['WalletTransferRequest']; key: string }) =>
          unwrap(
            api.POST('/wps/relay/GCS_walletTransfer', {
              params: { header: { 'Idempotency-Key': key } },
              body,
            }),
          ),
        onSuccess: (result) => refresh(result.funds),
      }),
    recallAll: () =>
      mutationOptions({
        mutationKey: [...walletKeys.all, 'recall-all'],
        mutationFn: ({ key }: { key: string }) =>
          unwrap(
            api.POST('/wps/relay/GCS_walletRecallAll', {
              params: { header: { 'Idempotency-Key': key } },
            }),
          ),
        onSuccess: (result) => refresh(result.funds),
      }),
    toUpline: () =>
      mutationOptions({
        mutationKey: [...walletKeys.all, 'upline-transfer'],
        mutationFn: ({ body, key }: { body: Schemas['UplineTransferRequest']; key: string }) =>
          unwrap(
            api.POST('/wps/member/uplineTransfer', {
              params: { header: { 'Idempotency-Key': key } },
              body,
            }),
          ),
        onSuccess: () => {
          refresh();
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
        },
      }),
  };
}
