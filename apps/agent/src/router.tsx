import { siteRouterOptions, type SiteRouterContext } from '@platform/site';
import { createRouter } from '@tanstack/react-router';
import { ConsoleRouteError } from './components/console-error';
import { routeTree } from './route-tree.gen';

export type RouterContext = SiteRouterContext;

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    ...siteRouterOptions(context, '/agent'),
    // Every failing console view offers a way back, not only a Retry.
    defaultErrorComponent: ConsoleRouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
