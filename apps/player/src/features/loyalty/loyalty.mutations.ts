// The loyalty writes. A rebate claim moves money, so it carries the Idempotency-Key of the
// member's action and names the claim it makes (the summary's nextClaim): a double click pays
// once. Afterwards the rebate, the VIP state, the balance, the rewards and the public state are
// read again.
import { unwrap } from '@platform/api-client';
import { loyaltyKeys } from '@platform/api-client/queries/loyalty';
import { memberKeys } from '@platform/api-client/queries/member';
import { rewardKeys } from '@platform/api-client/queries/rewards';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useClaimRebate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seq, idempotencyKey }: { seq: number; idempotencyKey: string }) =>
      unwrap(
        api.POST('/wps/relay/MCSFE_claimManualRebate', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { seq },
        }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
    },
  });
}
