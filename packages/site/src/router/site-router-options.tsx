import type { PlatformClient } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouteError } from './route-error';

// The 404 page is no part of a first visit: it loads when an address matches no route.
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

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
    defaultNotFoundComponent: () => (
      <Suspense fallback={null}>
        <NotFoundPage homePath={homePath} />
      </Suspense>
    ),
    scrollRestoration: true,
  };
}
