import { PUBLIC_QUERY_ROOTS } from '@platform/api-client/queries';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession, writeToken } from './token-storage';

/** Drops every query that belongs to a session, keeping public site data. */
export function dropSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.includes(String(q.queryKey[0])) });
}

/** Starts a session from a token the platform issued (login, registration, free play, URL hand-off). */
export function useSignIn(): (token: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string) => {
      dropSessionQueries(queryClient);
      writeToken(token);
    },
    [queryClient],
  );
}

/** Ends the session locally: storage (merchant values kept) and every session query. */
export function endSession(queryClient: QueryClient): void {
  clearSession();
  dropSessionQueries(queryClient);
}
