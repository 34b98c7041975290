import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getDomainRoutes =
  (_deps: HandlerDeps): Handler<'getDomainRoutes'> =>
  async (request) =>
    ok(requireMerchant(request).settings.domainRoutes);
