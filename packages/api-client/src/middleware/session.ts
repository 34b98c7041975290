import type { Middleware } from 'openapi-fetch';

/** Raises the session-expired signal on every HTTP 401. */
export function sessionMiddleware(onSessionExpired: () => void): Middleware {
  return {
    onResponse({ response }) {
      if (response.status === 401) onSessionExpired();
      return undefined;
    },
  };
}
