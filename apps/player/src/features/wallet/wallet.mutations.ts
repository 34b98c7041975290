// The wallet screens' writes, bound to this app's client and query cache.
// Money writes: the Idempotency-Key follows the member's intent (useIdempotentMutation).
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { walletMutations } from '@platform/api-client/mutations/wallet';
import { useApi } from '@platform/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

function useMutations() {
  return walletMutations(useApi(), useQueryClient());
}

export const useWalletTransfer = () => useIdempotentMutation(useMutations().transfer());
export const useRecallAll = () => useIdempotentMutation(useMutations().recallAll());
export const useUplineTransfer = () => useIdempotentMutation(useMutations().toUpline());
