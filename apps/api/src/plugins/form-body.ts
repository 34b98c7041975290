// application/x-www-form-urlencoded bodies (upstream's formPost calls) parsed into a plain
// object of strings, then validated against the operation's schema like JSON.
import type { FastifyInstance } from 'fastify';

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(String(body));
      const out: Record<string, string> = {};
      for (const [key, value] of params) out[key] = value;
      done(null, out);
    },
  );
}
