// application/json bodies: Fastify's own parser (prototype poisoning refused), then the
// nesting limit of http/json-depth.ts, so a body of any shape is answered 400 before it is
// validated or reaches a handler.
import type { FastifyInstance } from 'fastify';
import { assertJsonDepth } from '../http/json-depth';

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error);
      try {
        assertJsonDepth(value);
      } catch (refused) {
        return done(refused as Error);
      }
      done(null, value);
    });
  });
}
