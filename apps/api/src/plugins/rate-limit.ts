// Rate limits per client IP: a generous global limit on every route (404s included),
// counted in memory per replica, and a tighter one on the captcha, which costs a render and
// a row. Sign-in, SMS codes, registration and the captcha count in the database so every
// replica sees the same counters (README decision "rate limits"). The health check is
// exempt so load balancers can poll it freely.
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { AppError, type Clock } from '../domain/kernel';
import { createRateLimitStore } from './rate-limit-store';

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
/** Routes whose counters all replicas share (in the database): guessing and sending costs. */
const SHARED_LIMIT_ROUTES: ReadonlySet<string> = new Set([
  '/wps/captcha',
  '/wps/captcha/altcha',
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/session/login/verification/code',
  '/wps/session/login/remember',
  '/wps/session/login/social',
  '/wps/verification/sms/noLogin',
  '/wps/verification/sms/register',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/session/login/freeplay',
  '/wps/member/password/email',
  '/wps/member/password/sms',
  '/wps/member/password/verification',
]);
const EXEMPT_ROUTES = new Set(['/health', '/ready']);

/**
 * The refusal, without a stack trace: it is an answer, not a failure, and under a flood it is
 * built for every request (capturing the stack was a twentieth of the 429's time).
 */
function tooManyRequests(after: string): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(429, 'too.many.requests', `Too many requests; retry in ${after}`);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  options: RateLimitOptions,
): Promise<void> {
  // Node forgets a socket's address once it closes, unless it was read before (it is then
  // kept): read it as each connection opens, so a request whose client has already hung up
  // still has its address (request.ip), for the limiter's key and everything after it.
  app.server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) socket.destroy();
  });
  // Must run before the rate-limit plugin's own onRoute hook reads route.config.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (TIGHT_ROUTES.has(url)) {
      route.config = {
        ...route.config,
        rateLimit: { max: options.captchaMax, timeWindow: options.timeWindow },
      };
    } else if (SHARED_LIMIT_ROUTES.has(url)) {
      // Same limit as every route, but its own counter in the shared store.
      route.config = {
        ...route.config,
        rateLimit: { max: options.max, timeWindow: options.timeWindow },
      };
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.timeWindow,
    store: createRateLimitStore(db, clock, SHARED_LIMIT_ROUTES),
    allowList: (request) => EXEMPT_ROUTES.has(request.routeOptions.url ?? ''),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });
}
