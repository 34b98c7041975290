import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

/** The member's live chat with customer service, by its ticket. */
export const liveChatKeys = {
  all: ['livechat'] as const,
  messages: (ticket: string) => [...liveChatKeys.all, 'messages', ticket] as const,
};

export function liveChatQueries(api: PlatformClient) {
  return {
    /**
     * The conversation, oldest first. No polling of its own: the member's event stream says
     * `livechat` when customer service answers or closes it (and the apps poll while the
     * stream is down); a closed chat answers 404.
     */
    messages: (ticket: string) =>
      queryOptions({
        queryKey: liveChatKeys.messages(ticket),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/livechat/messages', { params: { query: { ticket } }, signal })),
        retry: false,
      }),
  };
}
