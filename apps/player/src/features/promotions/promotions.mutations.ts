import { unwrap } from '@platform/api-client';
import { memberContentKeys } from '@platform/api-client/queries/content';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Claims a raffle promotion once; the member's available promotions are refreshed after. */
export function useClaimRaffleMutation(promotionId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/wps/relay/MCSFE_claimRafflePromotion', { body: { promotionId } })),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: memberContentKeys.availablePromotions() }),
  });
}
