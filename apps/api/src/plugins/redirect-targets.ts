// Redirect targets the client hands over (a game's `backUrl`, where the game's back button
// goes) must be pages of the merchant's own site: a path on this site, or an http(s) URL
// whose host is one of the merchant's domains (`settings.domainRoutes`, `mainDomain`); in
// development loopback hosts too. Anything else (`javascript:`, another site) answers 400
// request.param.err. The parameters are marked `x-redirect-target: true` in the contract,
// so this one hook covers every operation that takes one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperations, type OpenApiDocument } from '../contract/document';
import { badRequest } from '../domain/kernel';
import type { Merchant } from '../domain/merchants';
import { appendRouteHook, routeKey } from './route-hooks';

const toFastifyPath = (path: string): string => path.replace(/{(\w+)}/g, ':$1');
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

interface Parameter {
  name?: string;
  in?: string;
  'x-redirect-target'?: boolean;
}

/** Whether `target` is a page of the merchant's site. */
export function isOwnSiteTarget(target: string, merchant: Merchant, development: boolean): boolean {
  const value = target.trim();
  // A path on this site; not `//host` or `/\host`, which browsers read as another host.
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/^\/(?![/\\])/.test(value)) return !/[\u0000-\u001f]/.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (development && LOOPBACK.has(host)) return true;
  const own = [merchant.settings.mainDomain, ...merchant.settings.domainRoutes.map((d) => d.domain)]
    .map((d) => d.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
  return own.includes(host);
}

export function registerRedirectTargets(
  app: FastifyInstance,
  doc: OpenApiDocument,
  options: { development: boolean },
): void {
  const targets = new Map<string, string[]>();
  for (const { method, path, operation } of listOperations(doc)) {
    const names = ((operation.parameters as Parameter[] | undefined) ?? [])
      .filter((p) => p.in === 'query' && p['x-redirect-target'] === true && p.name)
      .map((p) => p.name as string);
    if (names.length > 0) targets.set(`${method.toUpperCase()} ${toFastifyPath(path)}`, names);
  }
  app.addHook('onRoute', (route) => {
    const names = targets.get(routeKey(route));
    if (!names) return;
    const check = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown>;
      for (const name of names) {
        const value = query[name];
        if (typeof value !== 'string' || value === '' || !request.merchant) continue;
        if (!isOwnSiteTarget(value, request.merchant, options.development)) {
          throw badRequest(`query parameter "${name}" must be a page of this site`);
        }
      }
    };
    appendRouteHook(route, 'preHandler', check);
  });
}
