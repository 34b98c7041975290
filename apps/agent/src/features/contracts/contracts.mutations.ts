// The console's contract writes (offer, edit, withdraw, terminate), as mutation hooks.
import { contractMutations } from '@platform/api-client/mutations/contracts';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useContractActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const m = contractMutations(api, queryClient);
  return {
    offer: useMutation(m.offer()),
    update: useMutation(m.update()),
    withdraw: useMutation(m.withdraw()),
    terminate: useMutation(m.terminate()),
  };
}
