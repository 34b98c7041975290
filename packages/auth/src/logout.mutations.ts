import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropRememberToken } from './remember-storage';
import { readToken } from './token-storage';
import { endSession } from './use-sign-in';

/**
 * Signs out: revokes the token (and its remember token) on the server, then clears the
 * session locally: session storage except merchant values, the remember token (a
 * remembered name stays) and every session query. The local part happens even when the
 * server cannot be reached, so a sign-out always takes effect.
 */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!readToken()) return;
      try {
        await api.DELETE('/wps/session/logout');
      } finally {
        dropRememberToken();
        endSession(queryClient);
      }
    },
  });
}
