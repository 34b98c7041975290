import { messageQueries } from '@platform/api-client/queries/messages';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';

/** Unread inbox messages of a real member; trial accounts never ask (spec section 6). */
export function useUnreadCount(): number {
  const api = useApi();
  const { isLoggedIn, isTrial, member } = useSession();
  // Only once the member is known: a trial account that is still loading must not ask.
  const { data } = useQuery({
    ...messageQueries(api).unreadCount(),
    enabled: isLoggedIn && member !== undefined && !isTrial,
  });
  return data ?? 0;
}
