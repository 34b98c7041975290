// How a platform client takes part in the session: it sends the token of this tab on every
// call and ends the session on a 401. An app's start also calls `takeTokenFromUrl` (before the
// first call) and `restoreRememberedSession` (before the first render).
import type { PlatformClientOptions } from '@platform/api-client';
import { clearSession, readToken } from './token-storage';

export type SessionTokenSource = Required<
  Pick<PlatformClientOptions, 'getToken' | 'onSessionExpired'>
>;

/**
 * What `createPlatformClient` needs of the session: the stored token, and what a 401 does (the
 * session is cleared unless `onSessionExpired` says otherwise).
 */
export function sessionTokenSource(onSessionExpired?: () => void): SessionTokenSource {
  return { getToken: readToken, onSessionExpired: onSessionExpired ?? clearSession };
}
