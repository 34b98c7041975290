import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getDomainRoutes =
  (_deps: HandlerDeps): Handler<'getDomainRoutes'> =>
  async (request) =>
    ok(requireMerchant(request).settings.domainRoutes);
