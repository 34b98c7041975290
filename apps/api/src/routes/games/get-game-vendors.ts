import { vendorLanes } from '../../domain/catalogue/vendors';
import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getGameVendors =
  ({ db }: HandlerDeps): Handler<'getGameVendors'> =>
  async (request) =>
    ok({ data: { lanes: await vendorLanes(db, requireMerchant(request).id) } });
