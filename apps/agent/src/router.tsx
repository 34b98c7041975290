import {
  isChunkLoadError,
  RouteError,
  siteRouterOptions,
  type SiteRouterContext,
} from '@platform/site';
import { createRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { routeTree } from './route-tree.gen';

// The console's error view is loaded when a view first fails, not on the sign-in page's first
// visit; a failure to load code is shown by the shared view at once (its chunk may not load).
const ConsoleRouteError = lazy(() =>
  import('./components/console-error').then((m) => ({ default: m.ConsoleRouteError })),
);

function ConsoleError(props: ErrorComponentProps) {
  if (isChunkLoadError(props.error)) return <RouteError {...props} />;
  return (
    <Suspense fallback={null}>
      <ConsoleRouteError {...props} />
    </Suspense>
  );
}

export type RouterContext = SiteRouterContext;

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    ...siteRouterOptions(context, '/agent'),
    // Every failing console view offers a way back, not only a Retry.
    defaultErrorComponent: ConsoleError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
