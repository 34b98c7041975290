import { vendorGameTypes } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getVendorGameTypes =
  ({ db }: HandlerDeps): Handler<'getVendorGameTypes'> =>
  async (request) =>
    ok({ content: await vendorGameTypes(db, requireMerchant(request).id) });
