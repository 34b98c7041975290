import { listAnnouncements } from '../../domain/content/announcements';
import { ok } from '../../domain/envelope';
import { requireMerchant } from '../../plugins/merchant';
import type { Handler, HandlerDeps } from '../types';

export const getAnnouncements =
  ({ db, clock }: HandlerDeps): Handler<'getAnnouncements'> =>
  async (request) => {
    const q = request.query;
    const types = new Set(q.types.split(','));
    return ok(await listAnnouncements(db, requireMerchant(request).id, types, q.execution ?? 'B', clock()));
  };
