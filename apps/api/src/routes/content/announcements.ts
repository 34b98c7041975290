import { listAnnouncements, availablePromotions, claimPromotion } from '../../domain/announcements';
import { ok } from '../../http/envelope';
import { requireMerchant, requireSession, requestLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

export const getListAnnouncements =
  ({ db, clock }: HandlerDeps): Handler<'getListAnnouncements'> =>
  async (request) =>
    ok(
      await listAnnouncements(db, requireMerchant(request).id, {
        types: request.query.types,
        execution: request.query.execution,
        lang: requestLanguage(request),
        now: clock(),
      }),
    );

export const getAvailablePromotions =
  (deps: HandlerDeps): Handler<'getAvailablePromotions'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    return ok(
      await availablePromotions(
        deps.db,
        member.merchantId,
        member.id,
        requestLanguage(request),
        deps.clock(),
      ),
    );
  };

export const claimRafflePromotion =
  (deps: HandlerDeps): Handler<'claimRafflePromotion'> =>
  async (request) => {
    const { member } = await requireSession(request, deps);
    return ok(
      await claimPromotion(
        deps.db,
        member.merchantId,
        member.id,
        request.body.promotionId,
        requestLanguage(request),
        deps.clock(),
      ),
    );
  };
