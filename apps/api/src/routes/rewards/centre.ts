// Reward centre operations: the centre, the member's rewards, the badges, marking seen, bonus
// details.
import {
  bonusDetails,
  markRewardsSeen as markSeen,
  memberRewards,
  rewardBadges,
  rewardCentre,
} from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { pageInput } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';
import { rewardsMember } from './member';

export const getRewardCenter =
  (deps: HandlerDeps): Handler<'getRewardCenter'> =>
  async (request) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    return ok(await rewardCentre(deps.db, merchant, member.id, lang, now));
  };

export const getRewardRecords =
  (deps: HandlerDeps): Handler<'getRewardRecords'> =>
  async (request) => {
    const { member, lang, now } = await rewardsMember(request, deps);
    const { sourceKind, status } = request.query;
    return ok(
      await memberRewards(
        deps.db,
        member.id,
        { sourceKind, status },
        pageInput(request.query),
        lang,
        now,
      ),
    );
  };

export const getRewardBadges =
  (deps: HandlerDeps): Handler<'getRewardBadges'> =>
  async (request, reply) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await rewardBadges(deps.db, merchant.id, member.id, lang, now));
  };

export const markRewardsSeen =
  (deps: HandlerDeps): Handler<'markRewardsSeen'> =>
  async (request) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    return ok(await markSeen(deps.db, merchant.id, member.id, lang, now));
  };

export const getBonusDetails =
  (deps: HandlerDeps): Handler<'getBonusDetails'> =>
  async (request) => {
    const { member, lang, now } = await rewardsMember(request, deps);
    const { from, to, sourceKind } = request.query;
    return ok(
      await bonusDetails(
        deps.db,
        member.id,
        { from, to, ...(sourceKind ? { sourceKind } : {}) },
        pageInput(request.query),
        lang,
        now,
      ),
    );
  };
