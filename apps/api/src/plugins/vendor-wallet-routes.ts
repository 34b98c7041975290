// Route options of the vendor wallet callbacks: they keep their raw body (the vendor signs the
// exact bytes).
import type { FastifyInstance } from 'fastify';
import { keepRawBody } from './cashier-routes';

const CALLBACKS = /^POST \/vendor-wallet\/:vendor\/(balance|debit|credit|rollback)$/;

export function registerVendorWalletRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    if (!CALLBACKS.test(`${String(method).toUpperCase()} ${route.url}`)) return;
    const existing = route.preParsing ?? [];
    route.preParsing = [...(Array.isArray(existing) ? existing : [existing]), keepRawBody];
  });
}
