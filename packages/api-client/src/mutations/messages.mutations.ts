// Marking inbox messages read: the inbox pages and every unread badge refresh afterwards.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import { memberKeys } from '../queries/member';
import { messageKeys } from '../queries/messages';

export function messageMutations(api: PlatformClient, queryClient: QueryClient) {
  const refresh = (unread: number) => {
    queryClient.setQueryData(messageKeys.unreadCount(), unread);
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  };
  return {
    markRead: () =>
      mutationOptions({
        mutationKey: [...messageKeys.all, 'read'],
        mutationFn: (ids: number[]) => unwrap(api.POST('/wps/message/read', { body: { ids } })),
        onSuccess: refresh,
      }),
    markAllRead: () =>
      mutationOptions({
        mutationKey: [...messageKeys.all, 'read-all'],
        mutationFn: () => unwrap(api.POST('/wps/message/readAll')),
        onSuccess: refresh,
      }),
  };
}
