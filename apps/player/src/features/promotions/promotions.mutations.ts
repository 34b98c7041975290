import { unwrap } from '@platform/api-client';
import { memberContentKeys } from '@platform/api-client/queries/content';
import { memberKeys } from '@platform/api-client/queries/member';
import { rewardKeys } from '@platform/api-client/queries/rewards';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Claims a promotion once (a gift may pay at once); promotions, rewards and the balance are refreshed after. */
export function useClaimRaffleMutation(promotionId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/wps/relay/MCSFE_claimRafflePromotion', { body: { promotionId } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberContentKeys.availablePromotions() }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
      ]),
  });
}
