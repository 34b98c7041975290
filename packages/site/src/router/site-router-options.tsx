import type { PlatformClient } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** What every route of both apps can reach through the router context. */
export interface SiteRouterContext {
  queryClient: QueryClient;
  api: PlatformClient;
}

/**
 * The router options both apps share: TanStack Query owns caching (the router always asks
 * it), preload on intent, one error boundary and one 404 page.
 */
export function siteRouterOptions(context: SiteRouterContext, homePath = '/') {
  return {
    context,
    defaultPreload: 'intent' as const,
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundPage homePath={homePath} />,
    scrollRestoration: true,
  };
}
