// Route options of the content operations that differ from the defaults: feedback carries
// up to three base64 images, so its body may be larger than the global limit. (Media types
// that only responses use get their parser in plugins/response-media-types.ts.)
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_BODY_LIMIT } from '../domain/content';
import { routeKey } from './route-hooks';

const BODY_LIMITS: Record<string, number> = { 'PUT /wps/feedback': FEEDBACK_BODY_LIMIT };

export function registerContentRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = BODY_LIMITS[routeKey(route)];
    if (limit) route.bodyLimit = limit;
  });
}
