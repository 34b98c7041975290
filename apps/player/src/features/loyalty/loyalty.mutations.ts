// The loyalty writes. A rebate claim moves money, so it carries the Idempotency-Key of the
// member's intent (useIdempotentMutation keeps it across retries) and names the claim it makes (the summary's nextClaim): a double click pays
// once. Afterwards the rebate, the VIP state, the balance, the rewards and the public state are
// read again.
import { unwrap } from '@platform/api-client';
import { loyaltyKeys } from '@platform/api-client/queries/loyalty';
import { memberKeys } from '@platform/api-client/queries/member';
import { rewardKeys } from '@platform/api-client/queries/rewards';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { useQueryClient } from '@tanstack/react-query';

export function useClaimRebate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    intent: 'loyalty.rebate',
    mutationFn: ({ seq }: { seq: number }, idempotencyKey) =>
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
