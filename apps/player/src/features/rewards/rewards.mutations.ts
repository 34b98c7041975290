// The rewards' writes. Claims move money (a reward paid at once), so each carries the
// Idempotency-Key of the member's action; afterwards the balance, the rewards and their badges,
// the member's promotions and the public state (availablePromoCount) are read again.
import { unwrap } from '@platform/api-client';
import { memberContentKeys } from '@platform/api-client/queries/content';
import { memberKeys } from '@platform/api-client/queries/member';
import { rewardKeys } from '@platform/api-client/queries/rewards';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

function useRefreshRewards() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: memberContentKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  };
}

export interface OfferAction {
  sourceKind: 'promotion' | 'activity';
  key: string;
  action: 'claim' | 'join';
}

/** Claims a promotion or an activity (or joins an activity) from the reward centre. */
export function useOfferAction() {
  const api = useApi();
  const refresh = useRefreshRewards();
  return useIdempotentMutation({
    intent: 'rewards.offer',
    mutationFn: async ({ sourceKind, key, action }: OfferAction, idempotencyKey) => {
      const header = { 'Idempotency-Key': idempotencyKey };
      if (sourceKind === 'promotion') {
        const claim = await unwrap(
          api.POST('/wps/relay/MCSFE_claimRafflePromotion', {
            params: { header },
            body: { promotionId: key },
          }),
        );
        return claim.status;
      }
      const path = { id: key };
      const done = await unwrap(
        action === 'join'
          ? api.POST('/wps/content/activities/{id}/join', { params: { path } })
          : api.POST('/wps/content/activities/{id}/claim', { params: { path, header } }),
      );
      return done.status;
    },
    onSettled: refresh,
  });
}

/** Claims a completed mission: its reward is credited at once. */
export function useClaimMission() {
  const api = useApi();
  const refresh = useRefreshRewards();
  return useIdempotentMutation({
    intent: 'rewards.mission',
    mutationFn: ({ missionId }: { missionId: number }, idempotencyKey) =>
      unwrap(
        api.POST('/wps/relay/MCSFE_claimMissionReward', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { missionId },
        }),
      ),
    onSettled: refresh,
  });
}

/** Marks the reward centre's claimable items as seen: the rewards badge clears. */
export function useMarkRewardsSeen() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/wps/relay/MCSFE_markRewardsSeen')),
    onSuccess: (badges) => queryClient.setQueryData(rewardKeys.badges(), badges),
  });
}
