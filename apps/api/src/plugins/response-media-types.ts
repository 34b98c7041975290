// Media types the document uses only for responses (pages, scripts, images). The route glue
// warns about any media type without a body parser; these get one that refuses a request
// body of that type, the same answer as any other unsupported body.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../domain/kernel';

const RESPONSE_ONLY = [
  'text/html',
  'text/javascript',
  'text/css',
  'image/svg+xml',
  'text/event-stream',
  'image/png',
  'image/jpeg',
];

export function registerResponseMediaTypes(app: FastifyInstance): void {
  app.addContentTypeParser(RESPONSE_ONLY, (_request, _body, done) => {
    done(badRequest('Unsupported content type; send application/json'), undefined);
  });
}
