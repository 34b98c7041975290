// Route options of the vendor wallet callbacks: they keep their raw body (the vendor signs the
// exact bytes).
import type { FastifyInstance } from 'fastify';
import { keepRawBody } from './cashier-routes';
import { appendRouteHook, routeKey } from './route-hooks';

const CALLBACKS = /^POST \/vendor-wallet\/:vendor\/(balance|debit|credit|rollback)$/;

export function registerVendorWalletRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!CALLBACKS.test(routeKey(route))) return;
    appendRouteHook(route, 'preParsing', keepRawBody);
  });
}
