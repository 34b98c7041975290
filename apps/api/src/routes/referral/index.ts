// Referral (invite friends): the member's code, link and invitations, and their invitees.
import { referralDetails, referralInvitees } from '../../domain/referral';
import { ok } from '../../http/envelope';
import { rewardsMember } from '../rewards/member';
import { pageInput } from '../../domain/kernel';
import type { AreaHandlers, Handler, HandlerDeps } from '../types';

const getReferralDetails =
  (deps: HandlerDeps): Handler<'getReferralDetails'> =>
  async (request, reply) => {
    const { member, merchant, now } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await referralDetails(deps.db, {
        merchantId: merchant.id,
        currency: merchant.currency,
        memberId: member.id,
        autoGenerate: request.query.autoGenerate === true,
        domains: merchant.settings.domainRoutes.map((d) => d.domain),
        now,
      }),
    );
  };

const getReferralInvitees =
  (deps: HandlerDeps): Handler<'getReferralInvitees'> =>
  async (request, reply) => {
    const { member, merchant } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(
      await referralInvitees(deps.db, {
        merchantId: merchant.id,
        memberId: member.id,
        ...pageInput(request.query),
      }),
    );
  };

export function referralHandlers(deps: HandlerDeps) {
  return {
    getReferralDetails: getReferralDetails(deps),
    getReferralInvitees: getReferralInvitees(deps),
  } satisfies AreaHandlers;
}
