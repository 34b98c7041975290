// Structured pino logs through Fastify. Secrets never reach the log: authorization,
// cookies and the encryption headers are redacted, and the bodies of encrypted calls
// (which hold passwords in plain text once decrypted) are never logged.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.encryption',
  'req.headers["x-digest"]',
  'req.headers["x-rsa"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.newPassword',
  'body.oldPassword',
  'body.paymentPassword',
  'body.captcha',
];

export type LoggerOption = FastifyServerOptions['logger'];

/** `false` silences the server (tests); a level string gives JSON logs at that level. */
export function loggerOptions(level: string | false): LoggerOption {
  if (level === false) return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.ip,
        headers: req.headers,
      }),
    },
  };
}

/** Whether the route is an `x-encrypted` operation of the document. */
export function isEncryptedRoute(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  return schema?.['x-encrypted'] === true;
}

/** The body as it may appear in a log line. */
export function loggableBody(request: FastifyRequest): unknown {
  if (isEncryptedRoute(request)) return REDACTED;
  const body = request.body;
  if (body === undefined || body === null) return undefined;
  const text = JSON.stringify(body);
  return text.length > 2048 ? `${text.slice(0, 2048)}…` : body;
}
