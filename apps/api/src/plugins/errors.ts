// One place that turns every failure into the error envelope: business errors keep their
// status and code, contract violations and unreadable requests become 400
// request.param.err, a lost database connection becomes 503 system.not.available (retry with
// the same key), and anything unexpected becomes 500 unknown.system.err with a generic
// message (the details go to the log, never to the client).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { AppError, isConnectionLost } from '../domain/kernel';
import { type ErrorEnvelope, failure } from '../http/envelope';
import { describeValidationError } from './validation';
import { loggableBody, noteErrorCode } from './logging';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: 'The request could not be read',
  FST_ERR_BAD_URL: 'The request URL is malformed',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

interface ErrorResponse {
  statusCode: number;
  body: ErrorEnvelope;
}

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: failure(error.errorCode, error.message, error.value),
    };
  }
  const err = error as Partial<FastifyError> & { name?: string };
  if (Array.isArray(err.validation)) {
    return {
      statusCode: 400,
      body: failure(
        'request.param.err',
        describeValidationError(err.validation, err.validationContext),
      ),
    };
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status === 404) return { statusCode: 404, body: failure('not.found', 'Nothing here') };
  if (status === 429) {
    return {
      statusCode: 429,
      body: failure('too.many.requests', 'Too many requests; retry later'),
    };
  }
  if (status >= 400 && status < 500) {
    const message =
      (err.code && FASTIFY_MESSAGES[err.code]) ||
      (err.name === 'SyntaxError' ? 'The body is not valid JSON' : 'The request could not be read');
    return { statusCode: 400, body: failure('request.param.err', message) };
  }
  if (isConnectionLost(error)) {
    // The database connection went away mid-request (a restart, a killed backend): nothing of
    // an unfinished transaction was kept; the client retries with the same Idempotency-Key.
    return {
      statusCode: 503,
      body: failure('system.not.available', 'The service is briefly unavailable; retry shortly'),
    };
  }
  return {
    statusCode: 500,
    body: failure('unknown.system.err', 'An unexpected error occurred; please try again later'),
  };
}

export function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { statusCode, body } = toErrorResponse(error);
  // A deliberate "not available" (starting, migrating, draining: the readiness check while the
  // database migrates) is an answer, not a failure: no error line, no stack trace.
  const deliberate = error instanceof AppError && statusCode === 503;
  if (statusCode >= 500 && !deliberate) {
    request.log.error({ err: error, body: loggableBody(request) }, 'request failed');
  } else {
    // Said once, on the request's completion line (plugins/logging.ts), and at debug here.
    noteErrorCode(reply, body.errorCode);
    request.log.debug({ statusCode, errorCode: body.errorCode }, body.message);
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** `rateLimit`: the general rate limit's hook (plugins/rate-limit.ts), which 404s count in too. */
export function registerErrorHandling(
  app: FastifyInstance,
  rateLimit?: preHandlerHookHandler,
): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler({ preHandler: rateLimit }, (request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(failure('not.found', 'No such route')),
  );
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Node answers requests it cannot parse (a bad request line, headers too large) itself,
 * before Fastify sees them; this writes those answers in the envelope too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'The request could not be read',
  ];
  if (socket.writable) {
    const body = JSON.stringify(failure('request.param.err', message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
