// A game vendor's calls to the platform's wallet (seamless wallet): the vendor named in the
// path answers them (signature, then domain/games); an unknown or unconfigured vendor is 404.
import type { components } from '@platform/api-client/schema';
import { notFound } from '../../domain/kernel';
import { ok } from '../../http/envelope';
import type { WalletCallback } from '../../vendors';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

type Operation = WalletCallback['operation'];
type WalletAnswer = components['schemas']['VendorWalletAnswer'];

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

interface CallbackRequest {
  params: { vendor: string };
  body: unknown;
  rawBody?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

async function answer(
  deps: HandlerDeps,
  operation: Operation,
  request: CallbackRequest,
): Promise<WalletAnswer> {
  const vendor = deps.vendors.vendorNamed(request.params.vendor);
  if (!vendor?.walletCallback) throw notFound('No such vendor');
  return (await vendor.walletCallback(deps.db, {
    operation,
    rawBody: request.rawBody ?? JSON.stringify(request.body),
    body: request.body,
    signature: header(request.headers['x-signature']),
    timestamp: header(request.headers['x-timestamp']),
    now: deps.clock(),
  })) as WalletAnswer;
}

const balance =
  (deps: HandlerDeps): Handler<'vendorWalletBalance'> =>
  async (request) =>
    ok(await answer(deps, 'balance', request));
const debit =
  (deps: HandlerDeps): Handler<'vendorWalletDebit'> =>
  async (request) =>
    ok(await answer(deps, 'debit', request));
const credit =
  (deps: HandlerDeps): Handler<'vendorWalletCredit'> =>
  async (request) =>
    ok(await answer(deps, 'credit', request));
const rollback =
  (deps: HandlerDeps): Handler<'vendorWalletRollback'> =>
  async (request) =>
    ok(await answer(deps, 'rollback', request));

export const vendorWalletHandlers = (deps: HandlerDeps) =>
  ({
    vendorWalletBalance: balance(deps),
    vendorWalletDebit: debit(deps),
    vendorWalletCredit: credit(deps),
    vendorWalletRollback: rollback(deps),
  }) satisfies AreaHandlers;
