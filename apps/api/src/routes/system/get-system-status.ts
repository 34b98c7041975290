import { computeSystemStatus } from '../../domain/status';
import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getSystemStatus =
  ({ db }: HandlerDeps): Handler<'getSystemStatus'> =>
  async (request) =>
    ok(await computeSystemStatus(db, requireMerchant(request), request.ip));
