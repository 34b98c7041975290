// Moving the member's money between their own wallets (transfer-wallet mode) and to their
// upline agent. Each call carries the Idempotency-Key of the member's intent (run them with
// useIdempotentMutation, which keeps it across retries); afterwards every
// balance, and the inbox (an upline transfer writes a message), is read again.
import type { QueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';
import { memberKeys } from '../queries/member';
import { messageKeys } from '../queries/messages';
import { walletKeys } from '../queries/wallet';
import { walletFundsKeys } from '../queries/wallet-funds';
import { idempotentMutationOptions } from './idempotent.mutations';

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
      idempotentMutationOptions({
        intent: 'wallet.transfer',
        mutationKey: [...walletKeys.all, 'transfer'],
        mutationFn: ({ body }: { body: Schemas['WalletTransferRequest'] }, key) =>
          unwrap(
            api.POST('/wps/relay/GCS_walletTransfer', {
              params: { header: { 'Idempotency-Key': key } },
              body,
            }),
          ),
        onSuccess: (result) => refresh(result.funds),
      }),
    recallAll: () =>
      idempotentMutationOptions({
        intent: 'wallet.recall-all',
        mutationKey: [...walletKeys.all, 'recall-all'],
        mutationFn: (_: void, key) =>
          unwrap(
            api.POST('/wps/relay/GCS_walletRecallAll', {
              params: { header: { 'Idempotency-Key': key } },
            }),
          ),
        onSuccess: (result) => refresh(result.funds),
      }),
    toUpline: () =>
      idempotentMutationOptions({
        intent: 'wallet.upline',
        mutationKey: [...walletKeys.all, 'upline-transfer'],
        mutationFn: ({ body }: { body: Schemas['UplineTransferRequest'] }, key) =>
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
