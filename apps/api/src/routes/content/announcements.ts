import { listAnnouncements } from '../../domain/announcements';
import { refuseTrial } from '../../domain/cashier';
import { availablePromotions, claimPromotion } from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { idempotentIfKeyed } from '../../http/idempotency';
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
  async (request, reply) => {
    const { member } = await requireSession(request, deps);
    refuseTrial(member);
    return idempotentIfKeyed(request, reply, deps, `m:${member.id}`, 'claimRafflePromotion', () =>
      claimPromotion(deps.db, {
        merchant: requireMerchant(request),
        memberId: member.id,
        promotionId: request.body.promotionId,
        lang: requestLanguage(request),
        now: deps.clock(),
      }),
    );
  };
