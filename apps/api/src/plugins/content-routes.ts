// Route options of the content operations that differ from the defaults: feedback carries
// up to three base64 images, so its body may be larger than the global limit. The media
// types only responses use (event stream, live-chat page and script) get a parser too, so
// the route builder does not warn at every start; no request declares them, so the body
// rules still refuse such bodies with 400.
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_BODY_LIMIT } from '../domain/content/feedback';

const BODY_LIMITS: Record<string, number> = { 'PUT /wps/feedback': FEEDBACK_BODY_LIMIT };

const RESPONSE_ONLY_TYPES = ['text/event-stream', 'text/html', 'text/javascript'];

export function registerContentRoutes(app: FastifyInstance): void {
  for (const type of RESPONSE_ONLY_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const limit = BODY_LIMITS[`${String(method).toUpperCase()} ${route.url}`];
    if (limit) route.bodyLimit = limit;
  });
}
