// Request ids: every request gets one, every log line written for it carries it (`reqId`,
// through Fastify's request logger) and every answer names it in `X-Request-Id`, so a
// member's report, the proxy's log and the API's log meet on one value. A proxy in front
// (nginx `$request_id`) may pass its own id in `X-Request-Id`; anything else gets a new one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const INCOMING = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's `genReqId`: the proxy's id when it looks like one, else a random UUID. */
export function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && INCOMING.test(value) ? value : randomUUID();
}

export function registerRequestId(app: FastifyInstance): void {
  // Synchronous: an async hook costs a promise and a microtask turn on every request.
  app.addHook('onRequest', function requestIdHook(request, reply, done) {
    reply.header('x-request-id', request.id);
    done();
  });
}
