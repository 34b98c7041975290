// Payment providers: the signed callback and the demo provider's hosted page.
import { demoPayment, demoPayPage, handlePaymentCallback } from '../../domain/cashier';
import { notFound } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received (payment callbacks only; see plugins/cashier-routes.ts). */
    rawBody?: string;
  }
}

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

const paymentCallback =
  (deps: HandlerDeps): Handler<'paymentCallback'> =>
  async (request) => {
    const result = await handlePaymentCallback(deps.db, {
      provider: request.params.provider,
      rawBody: request.rawBody ?? JSON.stringify(request.body),
      signature: header(request.headers['x-signature']),
      timestamp: header(request.headers['x-timestamp']),
      now: deps.clock(),
      log: request.log,
    });
    return ok(result);
  };

async function payPage(
  deps: HandlerDeps,
  request: Parameters<Handler<'getDemoPayPage'>>[0] | Parameters<Handler<'submitDemoPayPage'>>[0],
  reply: Parameters<Handler<'getDemoPayPage'>>[1],
  action: 'show' | 'pay' | 'cancel',
  lang: string | undefined,
): Promise<string> {
  const result = await demoPayment(deps.db, {
    paymentId: request.params.paymentId,
    action,
    now: deps.clock(),
    log: request.log,
  });
  if (!result) throw notFound('No such payment');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return demoPayPage({
    lang,
    state: result.state,
    orderId: result.row.id,
    amount: result.row.amount,
    currency: result.row.currency,
    merchantName: result.merchantName,
  });
}

const getDemoPayPage =
  (deps: HandlerDeps): Handler<'getDemoPayPage'> =>
  (request, reply) =>
    payPage(deps, request, reply, 'show', request.query.lang);

const submitDemoPayPage =
  (deps: HandlerDeps): Handler<'submitDemoPayPage'> =>
  (request, reply) =>
    payPage(deps, request, reply, request.body.action, request.body.lang);

export const paymentHandlers = (deps: HandlerDeps) =>
  ({
    paymentCallback: paymentCallback(deps),
    getDemoPayPage: getDemoPayPage(deps),
    submitDemoPayPage: submitDemoPayPage(deps),
  }) satisfies AreaHandlers;
