// Structured pino logs through Fastify. Secrets never reach the log:
// - authorization, cookies and the encryption headers are redacted (by the request serializer);
// - request bodies are never logged, only their field names (the bodies of encrypted calls
//   hold passwords in plain text once decrypted, others mobile numbers and codes);
// - a failed database statement is logged by its statement name (`insert into "members"`)
//   and its SQLSTATE code only, never its text or parameters (a failed registration would
//   otherwise log the new account's password hash and mobile number);
// - query-string values that are credentials (game session, live-chat ticket, codes) and
//   the payment page's token in the path are masked.
// Every line written for a request carries its id (`reqId`, see plugins/request-id.ts).
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import SonicBoom from 'sonic-boom';

export const REDACTED = '[redacted]';

/** Request headers whose values never reach the log (the request serializer masks them). */
const REDACTED_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'encryption',
  'x-digest',
  'x-rsa',
  'x-operator-key',
  'x-operator-session',
  'idempotency-key',
]);

/**
 * The request's headers as they may appear in a log line: the secret ones masked. Done here,
 * in the serializer, rather than by pino's `redact` paths, which walk and clone every log
 * object that has a `req` or `res` (a twentieth of the API's time on a cached read).
 */
export function loggableHeaders(headers: FastifyRequest['headers']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name in headers) {
    out[name] = REDACTED_HEADERS.has(name) ? REDACTED : headers[name];
  }
  return out;
}

const errorCodes = new WeakMap<FastifyReply, string>();

/**
 * The error code of an error answer, written on its request's one completion line (the error
 * handler used to write a line of its own for every 4xx: two lines per refused request).
 */
export function noteErrorCode(reply: FastifyReply, errorCode: string): void {
  errorCodes.set(reply, errorCode);
}

export type LoggerOption = FastifyServerOptions['logger'];

/** Query parameters whose values are credentials or personal data. */
const SECRET_QUERY =
  /(session|token|ticket|code|key|password|secret|signature|sig|mobile|phone|email|otp)/i;
/** Paths whose last segment is itself a credential (the demo payment page's token). */
const SECRET_PATH = /^(\/payment\/demo\/pay\/)[^/?#]+/;

/** The URL as it may appear in a log line. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q < 0) return path;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the raw name.
      }
      return SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${path}?${parts.join('&')}`;
}

/** `insert into "members"`: the statement's verb and first table, no values. */
export function statementName(query: string): string {
  const q = query.trim().replace(/\s+/g, ' ');
  const write = /^(insert into|update|delete from) ("?[\w.]+"?)/i.exec(q);
  if (write) return `${(write[1] ?? '').toLowerCase()} ${write[2] ?? ''}`;
  const read = /^(select|with)\b.*?\bfrom ("?[\w.]+"?)/i.exec(q);
  if (read) return `${(read[1] ?? '').toLowerCase()} ${read[2] ?? ''}`;
  return (q.split(' ')[0] ?? 'statement').toLowerCase();
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  statement?: string;
  cause?: LoggedError;
}

const stackFrames = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * pino's `err` serializer. A failed statement (drizzle's DrizzleQueryError: `query`,
 * `params`, the driver's error as `cause`) becomes its statement name and SQLSTATE code;
 * driver errors keep their code and constraint but lose `detail` (`Key (username)=(...)`),
 * `where` and the rest. Other errors keep their message, code and stack frames.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const e = error as Error & Record<string, unknown>;
  const cause = e.cause !== undefined && depth < 3 ? serializeError(e.cause, depth + 1) : undefined;
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  if (typeof e.query === 'string' && 'params' in e) {
    const statement = statementName(e.query);
    const code = cause?.code;
    return {
      type: e.name,
      message: `statement failed: ${statement}${code ? ` (${code})` : ''}`,
      statement,
      ...(code && { code }),
      ...(stackFrames(e.stack) && { stack: stackFrames(e.stack) }),
      ...(cause && { cause }),
    };
  }
  if (sqlState) {
    // A driver error (pg's DatabaseError, PGlite's): its message names the problem, not values,
    // except in `detail`, `where`, `hint`, which are dropped.
    return {
      type: e.name,
      message: e.message,
      code: sqlState,
      ...(typeof e.constraint === 'string' && { constraint: e.constraint }),
    };
  }
  return {
    type: e.name,
    message: e.message,
    ...(typeof e.code === 'string' && { code: e.code }),
    ...(stackFrames(e.stack) && { stack: stackFrames(e.stack) }),
    ...(cause && { cause }),
  };
}

/** Bytes of log lines gathered before one write, and the longest a line waits for it. */
const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 250;

/**
 * Where the server's log lines go (standard output): written by this thread in blocks of
 * LOG_BLOCK_BYTES, at most LOG_FLUSH_MS after a line was logged, and everything left at exit.
 * pino's default hands every write to libuv's thread pool instead: a thread woken, and a
 * completion back on the event loop, a few times a millisecond under load (about 4 µs of
 * each answer's time on a cached read, most of it the event loop waiting for the CPU).
 */
export function logDestination(fd = 1): NodeJS.WritableStream {
  const stream = new SonicBoom({
    fd,
    sync: true,
    minLength: LOG_BLOCK_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.once('exit', () => stream.flushSync());
  return stream as unknown as NodeJS.WritableStream;
}

/** `false` silences the server (tests); a level string gives JSON logs at that level. */
export function loggerOptions(level: string | false, stream?: NodeJS.WritableStream): LoggerOption {
  if (level === false) return false;
  return {
    level,
    ...(stream && { stream }),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggableUrl(req.url),
        remoteAddress: req.ip,
        headers: loggableHeaders(req.headers),
      }),
      // pino's type wants a stack on every error; a failed statement's stays out of the log.
      err: (err: Error) =>
        ({ stack: '', ...serializeError(err) }) as unknown as Record<string, unknown> & {
          type: string;
          message: string;
          stack: string;
        },
    },
  };
}

/**
 * One log line per request, written when its answer has gone: the request (method, URL,
 * address, redacted headers), the status and the time taken. Fastify's own arrival line is
 * not written: writing the log was a seventh of the API's CPU under load, half of it the
 * arrival line that repeats what the completion line says.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const errorCode = errorCodes.get(reply);
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(errorCode !== undefined && { errorCode }),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The body as it may appear in a log line: its field names, never its values. */
export function loggableBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object') return `[${typeof body}]`;
  return { fields: Object.keys(body as object).slice(0, 50) };
}
