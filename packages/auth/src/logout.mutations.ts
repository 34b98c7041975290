import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropRememberToken } from './remember-storage';
import { clearSession, readToken } from './token-storage';
import { dropSessionQueries } from './use-sign-in';

/**
 * Signs out: revokes the token (and its remember token) on the server, then clears the
 * session locally: session storage except merchant values, the remember token (a
 * remembered name stays) and every session query. The local part happens even when the
 * server cannot be reached, so a sign-out always takes effect.
 *
 * `leave`, when given, moves off the signed-in screen between the two local steps: with the
 * token gone and the screen's data still cached, the screen unmounts without asking again for
 * what it shows (a member call without a token is a 401 in the console), and the session's
 * queries are dropped once nothing reads them.
 */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leave: (() => Promise<unknown>) | void) => {
      if (!readToken()) return;
      try {
        await api.DELETE('/wps/session/logout');
      } finally {
        dropRememberToken();
        clearSession();
        try {
          await leave?.();
        } finally {
          dropSessionQueries(queryClient);
        }
      }
    },
  });
}
