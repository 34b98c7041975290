import { useSession } from './use-session';

/**
 * Whether member extras (unread messages, consolidated balance) may be loaded: signed in
 * and not a trial account, which skips them. Use as the `enabled` of those queries.
 */
export function useMemberExtrasEnabled(): boolean {
  const { isLoggedIn, member, isTrial } = useSession();
  return isLoggedIn && member !== undefined && !isTrial;
}
