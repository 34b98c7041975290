import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

/** The member's inbox (dropped at sign-out). */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
  inbox: (page: number) => [...messageKeys.all, 'inbox', page] as const,
  message: (id: number) => [...messageKeys.all, 'message', id] as const,
};

/** Messages per inbox page. */
export const INBOX_PAGE_SIZE = 10;

export function messageQueries(api: PlatformClient) {
  return {
    /** Unread messages: the badges of the header, the menus and the member centre. */
    unreadCount: () =>
      queryOptions({
        queryKey: messageKeys.unreadCount(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/CSP_unreadCount', { signal })),
        staleTime: 30_000,
        refetchInterval: 60_000,
      }),
    inbox: (page: number) =>
      queryOptions({
        queryKey: messageKeys.inbox(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/CSP_getInbox', {
              params: { query: { page, size: INBOX_PAGE_SIZE } },
              signal,
            }),
          ),
      }),
    /** Opening a message marks it read. */
    message: (id: number) =>
      queryOptions({
        queryKey: messageKeys.message(id),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/message/inbox/{id}', { params: { path: { id } }, signal })),
      }),
  };
}
