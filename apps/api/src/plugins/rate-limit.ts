// Rate limits per client IP: a generous global limit on every route (404s included),
// counted in memory per replica, and a tighter one on the captcha, which costs a render and
// a row. Sign-in, SMS codes, registration and the captcha count in the database so every
// replica sees the same counters (README decision "rate limits"). The health check is
// exempt so load balancers can poll it freely.
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Db } from '../db/client';
import { AppError, type Clock } from '../domain/kernel';
import { normalizeIp } from '../domain/merchants';
import { createRateLimitStore, memoryCounter } from './rate-limit-store';
import { appendRouteHook } from './route-hooks';

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

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `1 minute`, `30 seconds`: the wait in the refusal's message, as @fastify/rate-limit words it. */
export function retryIn(ms: number): string {
  if (ms < SECOND) return `${ms} ms`;
  const [unit, name] =
    ms < MINUTE
      ? [SECOND, 'second']
      : ms < HOUR
        ? [MINUTE, 'minute']
        : ms < DAY
          ? [HOUR, 'hour']
          : [DAY, 'day'];
  const count = Math.round(ms / unit);
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** The first four groups of an IPv6 address (its /64), written without leading zeros. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * Whose requests count together: an IPv4 client by its address, an IPv6 one by its /64 (a
 * host gets a whole /64), an IPv4-mapped IPv6 address as the IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return '';
  if (!ip.includes(':')) return ip;
  const address = normalizeIp(ip);
  return address.includes(':') ? `${ipv6Network(address)}::/64` : address;
}

type RequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/**
 * The general limit as one synchronous hook (the same counter, headers and refusal as
 * @fastify/rate-limit, without its promises on every request): counted in memory per replica.
 */
function generalLimit(clock: Clock, options: RateLimitOptions): RequestHook {
  const count = memoryCounter(clock);
  const { max, timeWindow } = options;
  return function rateLimitHook(request, reply, done) {
    const { current, ttl } = count(`global|${clientKey(request.ip)}`, timeWindow);
    const seconds = Math.ceil(ttl / 1000);
    reply.header('x-ratelimit-limit', max);
    if (current <= max) {
      reply.header('x-ratelimit-remaining', max - current);
      reply.header('x-ratelimit-reset', seconds);
      done();
      return;
    }
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', seconds);
    reply.header('retry-after', seconds);
    done(tooManyRequests(retryIn(seconds * 1000)));
  };
}

/**
 * The rate limits: the general one on every route but the exempt ones and those with a limit
 * of their own (counted in the database by @fastify/rate-limit). Returns the general limit's
 * hook, for answers outside the routes (404s).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  options: RateLimitOptions,
): Promise<RequestHook> {
  // Node forgets a socket's address once it closes, unless it was read before (it is then
  // kept): read it as each connection opens, so a request whose client has already hung up
  // still has its address (request.ip), for the limiter's key and everything after it.
  app.server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) socket.destroy();
  });
  const general = generalLimit(clock, options);
  // Must run before the rate-limit plugin's own onRoute hook reads route.config.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (EXEMPT_ROUTES.has(url)) return;
    if (!TIGHT_ROUTES.has(url) && !SHARED_LIMIT_ROUTES.has(url)) {
      appendRouteHook(route, 'onRequest', general);
    } else if (TIGHT_ROUTES.has(url)) {
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
  // Only the routes given a limit of their own above.
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.timeWindow,
    store: createRateLimitStore(db, clock, SHARED_LIMIT_ROUTES),
    allowList: (request) => EXEMPT_ROUTES.has(request.routeOptions.url ?? ''),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });
  return general;
}
