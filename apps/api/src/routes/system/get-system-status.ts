import { computeSystemStatus } from '../../domain/site';
import { ok } from '../../http/envelope';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getSystemStatus =
  ({ db }: HandlerDeps): Handler<'getSystemStatus'> =>
  async (request) =>
    ok(await computeSystemStatus(db, requireMerchant(request), request.ip));
