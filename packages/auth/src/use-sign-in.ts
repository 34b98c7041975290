import { PUBLIC_QUERY_ROOTS } from '@platform/api-client/queries/roots';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession, writeToken } from './token-storage';

/** Drops every query that belongs to a session, keeping public site data. */
export function dropSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (q) => !PUBLIC_QUERY_ROOTS.includes(String(q.queryKey[0])),
  });
}

export interface SignInOptions {
  /** The platform said this is the member's first sign-in (login `firstTimeLogin`). */
  firstTimeLogin?: boolean;
}

/** sessionStorage key of the first-login flag: F popups and the first-login flow read it. */
export const FIRST_LOGIN_KEY = 'firstLogin';

/** True in the session that began with the member's first sign-in. */
export function isFirstLogin(): boolean {
  try {
    return sessionStorage.getItem(FIRST_LOGIN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Starts a session from a token the platform issued (login, registration, free play, URL hand-off). */
export function useSignIn(): (token: string, options?: SignInOptions) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, options: SignInOptions = {}) => {
      dropSessionQueries(queryClient);
      writeToken(token);
      if (options.firstTimeLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    },
    [queryClient],
  );
}

/** Ends the session locally: storage (merchant values kept) and every session query. */
export function endSession(queryClient: QueryClient): void {
  clearSession();
  dropSessionQueries(queryClient);
}
