// Missions and the leaderboard.
import { claimMission, leaderboard, missionSummary } from '../../domain/rewards';
import { ok } from '../../http/envelope';
import { idempotentAtomic } from '../../http/idempotency';
import type { Handler, HandlerDeps } from '../types';
import { rewardsMember } from './member';

export const getMissionSummaryDetails =
  (deps: HandlerDeps): Handler<'getMissionSummaryDetails'> =>
  async (request, reply) => {
    const { member, merchant, lang, now } = await rewardsMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await missionSummary(deps.db, merchant.id, member.id, lang, now));
  };

export const claimMissionReward =
  (deps: HandlerDeps): Handler<'claimMissionReward'> =>
  async (request, reply) => {
    const { member, merchant, lang } = await rewardsMember(request, deps);
    return idempotentAtomic(
      request,
      reply,
      deps,
      `m:${member.id}`,
      'claimMissionReward',
      (_key, db) =>
        claimMission(db, {
          merchant,
          memberId: member.id,
          missionId: request.body.missionId,
          lang,
          now: deps.clock(),
        }),
    );
  };

export const getMissionLeaderboard =
  (deps: HandlerDeps): Handler<'getMissionLeaderboard'> =>
  async (request) => {
    const { member, merchant, now } = await rewardsMember(request, deps);
    return ok(
      await leaderboard(deps.db, {
        merchantId: merchant.id,
        memberId: member.id,
        period: request.query.period ?? 'WEEKLY',
        type: request.query.type ?? 'VALID_BET',
        now,
      }),
    );
  };
