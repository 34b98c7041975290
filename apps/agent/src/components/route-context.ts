import type { SiteRouterContext } from '@platform/site';

/** What a screen's `loader` receives from its route. */
export interface RouteContext {
  context: SiteRouterContext;
}
