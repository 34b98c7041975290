// Response headers every answer gets:
// - helmet's set, without HSTS and without `upgrade-insecure-requests`: those two tell a
//   browser to use HTTPS only, which is right only for a production deployment reached over
//   TLS. They are added when `production` is set and the request came over HTTPS (directly,
//   or through a trusted proxy's X-Forwarded-Proto: see TRUST_PROXY), never on plain-HTTP
//   local answers.
// - `Cache-Control: no-store` on every platform answer that carries member data or tokens:
//   a request with a session (`Authorization`) or an operator key always gets it, whatever
//   the handler set; any other answer without a Cache-Control of its own gets it too, so only
//   anonymous answers a handler marks cacheable (icons, demo game assets) may be cached.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    hsts: false,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const credentials =
      request.headers.authorization !== undefined ||
      request.headers['x-operator-key'] !== undefined;
    if (credentials || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (options.production && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
    }
    return payload;
  });
}
