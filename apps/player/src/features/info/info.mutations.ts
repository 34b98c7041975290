import { unwrap } from '@platform/api-client';
import { memberContentKeys } from '@platform/api-client/queries/content';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type ActivityActionKind = 'join' | 'claim';

/** Joins an activity or claims its reward; the member's content is refreshed after. */
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberContentKeys.all }),
  });
}
