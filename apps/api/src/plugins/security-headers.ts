// Response headers every answer gets:
// - helmet's set, without HSTS and without `upgrade-insecure-requests`: those two tell a
//   browser to use HTTPS only, which is right only for a production deployment reached over
//   TLS. They are added when `production` is set and the request came over HTTPS (directly,
//   or through a trusted proxy's X-Forwarded-Proto: see TRUST_PROXY), never on plain-HTTP
//   local answers. The set does not depend on the request: it is taken once, at start, from
//   @fastify/helmet itself (which would otherwise build helmet's middleware again on every
//   request, in two hooks), and written by one synchronous hook.
// - `Cache-Control: no-store` on every platform answer that carries member data or tokens:
//   a request with a session (`Authorization`) or an operator key always gets it, whatever
//   the handler set; any other answer without a Cache-Control of its own gets it too, so only
//   anonymous answers a handler marks cacheable (icons, demo game assets) may be cached.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  global: true,
  hsts: false,
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
} as const;

/** The headers helmet writes with HELMET_OPTIONS. */
async function helmetHeaders(): Promise<{ set: Array<[string, string]> }> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  const set: Array<[string, string]> = [];
  probe.get('/', (request, reply) => {
    // Read from the response as helmet left it, before anything else writes to it.
    for (const name of reply.raw.getHeaderNames()) {
      const value = reply.raw.getHeader(name);
      if (typeof value === 'string') set.push([name, value]);
    }
    reply.send('');
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!set.some(([name]) => name === 'content-security-policy')) {
    throw new Error('helmet set no Content-Security-Policy: its defaults changed');
  }
  return { set };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  const { set } = await helmetHeaders();
  // Written as the answer's own headers (Fastify's), not on the raw response: one header set
  // on the raw response sends every other header of the answer through Node's slow path
  // (each set again, one by one, when the head is written). Helmet's removal (X-Powered-By)
  // has nothing to do here: neither Node nor Fastify sets that header.
  app.addHook('onRequest', function securityHeadersHook(_request, reply, done) {
    for (const [name, value] of set) reply.header(name, value);
    done();
  });
  app.addHook('onSend', function cacheControlHook(request, reply, payload, done) {
    const headers = request.headers;
    const credentials =
      headers.authorization !== undefined || headers['x-operator-key'] !== undefined;
    if (credentials || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (options.production && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
    }
    done(null, payload);
  });
}
