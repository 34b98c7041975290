import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Whether the app has a route at `path` (its path part, before any ? or #). Menu entries of
 * pages that arrive later (wallet, member centre, promotions, agent...) render only once their
 * route exists, so the site never shows a dead link.
 */
export function useRouteExists(): (path: string) => boolean {
  const router = useRouter();
  return useCallback(
    (path: string) => {
      const bare = path.split(/[?#]/)[0] ?? path;
      return bare in router.routesByPath;
    },
    [router],
  );
}
