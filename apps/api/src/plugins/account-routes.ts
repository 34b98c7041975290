// Route options of the member's account operations that differ from the defaults: an avatar
// upload carries one base64 picture of up to 5 MB, so its body may pass the global limit.
import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES } from '../domain/member-account';
import { routeKey } from './route-hooks';

/** Base64 of the largest picture, plus room for the JSON around it. */
const AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024;

const BODY_LIMITS: Record<string, number> = { 'PUT /wps/member/info/icon': AVATAR_BODY_LIMIT };

export function registerAccountRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = BODY_LIMITS[routeKey(route)];
    if (limit) route.bodyLimit = limit;
  });
}
