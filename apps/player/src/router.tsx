import { siteRouterOptions, type SiteRouterContext } from '@platform/site';
import { createRouter } from '@tanstack/react-router';
import { PagePending } from './components/page-pending';
import { routeTree } from './route-tree.gen';

export type RouterContext = SiteRouterContext;

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    ...siteRouterOptions(context),
    defaultPendingComponent: PagePending,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
