// What the plugins do to a route as it is added (their `onRoute` hooks): name it the way the
// contract's tables of operations do, and add a hook after those the route has already.
import type { RouteOptions } from 'fastify';

/** `GET /wps/system/status`: the route's first method, upper case, and its URL. */
export function routeKey(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  return `${String(method).toUpperCase()} ${route.url}`;
}

type HookName = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler';
/** One hook of that kind (a route's option holds one or a list). */
type HookOf<K extends HookName> = Exclude<RouteOptions[K], readonly unknown[] | undefined>;

/** Adds `hook` to the route's `name` hooks, after the ones it has (one or a list, or none). */
export function appendRouteHook<K extends HookName>(
  route: RouteOptions,
  name: K,
  hook: HookOf<K>,
): void {
  const existing: unknown = route[name];
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as Record<K, unknown>)[name] = [...before, hook];
}
