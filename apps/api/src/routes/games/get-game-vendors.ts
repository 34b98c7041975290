import { vendorLanes } from '../../domain/catalogue';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getGameVendors =
  ({ db }: HandlerDeps): Handler<'getGameVendors'> =>
  async (request) =>
    ok({ data: { lanes: await vendorLanes(db, requireMerchant(request).id) } });
