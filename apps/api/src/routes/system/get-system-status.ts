import { computeSystemStatus } from '../../domain/site';
import { okWithShared } from '../../http/raw-json';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getSystemStatus =
  ({ db, countryOf }: HandlerDeps): Handler<'getSystemStatus'> =>
  async (request) =>
    // `info` (the site set-up, cached per configuration change) is serialised once.
    okWithShared(
      await computeSystemStatus(db, requireMerchant(request), request.ip, countryOf),
      'info',
    );
