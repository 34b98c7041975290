// The wallet screens' writes, bound to this app's client and query cache.
import { walletMutations } from '@platform/api-client/mutations/wallet';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

function useMutations() {
  return walletMutations(useApi(), useQueryClient());
}

export const useWalletTransfer = () => useMutation(useMutations().transfer());
export const useRecallAll = () => useMutation(useMutations().recallAll());
export const useUplineTransfer = () => useMutation(useMutations().toUpline());
