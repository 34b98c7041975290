import { vendorGameTypes } from '../../domain/catalogue/vendors';
import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getVendorGameTypes =
  ({ db }: HandlerDeps): Handler<'getVendorGameTypes'> =>
  async (request) =>
    ok({ content: await vendorGameTypes(db, requireMerchant(request).id) });
