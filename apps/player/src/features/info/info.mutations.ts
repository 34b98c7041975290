import { unwrap } from '@platform/api-client';
import { memberContentKeys } from '@platform/api-client/queries/content';
import { memberKeys } from '@platform/api-client/queries/member';
import { rewardKeys } from '@platform/api-client/queries/rewards';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type ActivityActionKind = 'join' | 'claim';

/** Joins an activity or claims its reward (which may pay at once); the member's content, rewards and balance are refreshed after. */
export function useActivityActionMutation(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ActivityActionKind) =>
      unwrap(
        action === 'join'
          ? api.POST('/wps/content/activities/{id}/join', { params: { path: { id } } })
          : api.POST('/wps/content/activities/{id}/claim', { params: { path: { id } } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberContentKeys.all }),
        queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
      ]),
  });
}
