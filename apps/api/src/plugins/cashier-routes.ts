// Route options of the cashier operations: payment callbacks keep their raw body (the provider
// signs the exact bytes), and receipt confirmations carry up to three base64 proof images.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECEIPT_BODY_LIMIT } from '../domain/cashier';
import { appendRouteHook, routeKey } from './route-hooks';

const CALLBACK = 'POST /payment/callback/:provider';
const BODY_LIMITS: Record<string, number> = {
  'POST /wps/transaction/withdraw/:id/receipt': RECEIPT_BODY_LIMIT,
};

/** Keeps the body exactly as received on `request.rawBody` (signed callbacks). */
export async function keepRawBody(
  request: FastifyRequest,
  _reply: unknown,
  payload: NodeJS.ReadableStream,
) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  return Readable.from([raw]);
}

export function registerCashierRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const id = routeKey(route);
    const limit = BODY_LIMITS[id];
    if (limit) route.bodyLimit = limit;
    if (id === CALLBACK) {
      appendRouteHook(route, 'preParsing', keepRawBody);
    }
  });
}
