// Rate limits per client IP, counted in the database: a generous global limit on every
// route (404s included) and a tighter one on the captcha, which costs a render and a row.
// The health check is exempt so load balancers can poll it freely.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError, type Clock } from '../domain/shared';
import { createDbRateLimitStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Requests per IP per window on every route. */
  max: number;
  /** Requests per IP per window on GET /wps/captcha. */
  captchaMax: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  max: 1000,
  captchaMax: 60,
  timeWindow: 60_000,
};

const TIGHT_ROUTES = new Set(['/wps/captcha']);
const EXEMPT_ROUTES = new Set(['/health']);

export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  options: RateLimitOptions,
): Promise<void> {
  // Must run before the rate-limit plugin's own onRoute hook reads route.config.
  app.addHook('onRoute', (route) => {
    if (TIGHT_ROUTES.has(route.url ?? '')) {
      route.config = {
        ...route.config,
        rateLimit: { max: options.captchaMax, timeWindow: options.timeWindow },
      };
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindow,
    store: createDbRateLimitStore(db, clock),
    allowList: (request) => EXEMPT_ROUTES.has(request.routeOptions.url ?? ''),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'too.many.requests', `Too many requests; retry in ${context.after}`),
  });
}
