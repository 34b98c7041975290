// The `Merchant` header on /wps, /lgw, /lotto/lgw, /dev and /operator calls: sent exactly once and naming a known
// merchant. Without it the merchant is found from the request's host through the merchants'
// domain routes (as upstream does for its own clients); only when neither names one is the
// answer merchant-missing. Runs before schema validation so its errors keep their own codes.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../domain/kernel';
import { rawHeaderValues } from '../http/request';
import {
  cachedMerchantByCode,
  findMerchantByCode,
  findMerchantByHost,
  type Merchant,
} from '../domain/merchants';
import { appendRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant named by the `Merchant` header (merchant-scoped routes only). */
    merchant: Merchant | null;
  }
}

const MERCHANT_SCOPED = /^\/(wps|lgw|lotto\/lgw|dev|operator)(\/|$)/;
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const isMerchantScoped = (url: string): boolean => MERCHANT_SCOPED.test(url);

export function registerMerchantHeader(app: FastifyInstance, db: Db): void {
  app.decorateRequest('merchant', null);

  async function resolveMerchant(request: FastifyRequest): Promise<void> {
    const values = rawHeaderValues(request, 'merchant');
    if (values.length > 1) {
      throw new AppError(
        400,
        'function.not.available',
        'The Merchant header must be sent exactly once',
      );
    }
    const code = values[0]?.trim() ?? '';
    if (code === '') {
      const byHost = values.length === 0 ? await findMerchantByHost(db, request.hostname) : null;
      if (!byHost)
        throw new AppError(400, 'merchant.acct.setup.err', 'The Merchant header is missing');
      request.merchant = byHost;
      return;
    }
    const merchant = CODE_PATTERN.test(code) ? await findMerchantByCode(db, code) : null;
    if (!merchant) throw new AppError(400, 'merchant.acct.setup.err', 'Unknown merchant');
    request.merchant = merchant;
  }

  // Synchronous while the merchant is in the configuration cache (every request but the
  // first after a change and the one that runs the cache's version check): no promise.
  function merchantHook(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const values = rawHeaderValues(request, 'merchant');
    const code = values.length === 1 ? (values[0]?.trim() ?? '') : '';
    const cached =
      code !== '' && CODE_PATTERN.test(code) ? cachedMerchantByCode(db, code) : undefined;
    if (cached) {
      request.merchant = cached;
      done();
      return;
    }
    resolveMerchant(request).then(() => done(), done);
  }

  app.addHook('onRoute', (route) => {
    if (!isMerchantScoped(route.url ?? '')) return;
    appendRouteHook(route, 'onRequest', merchantHook);
  });
}
