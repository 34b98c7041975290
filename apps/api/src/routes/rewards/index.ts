// The rewards area: reward centre, missions and leaderboard, bonus details, and the operator's
// review of reward claims.
import type { AreaHandlers, HandlerDeps } from '../types';
import {
  getBonusDetails,
  getRewardBadges,
  getRewardCenter,
  getRewardRecords,
  markRewardsSeen,
} from './centre';
import { claimMissionReward, getMissionLeaderboard, getMissionSummaryDetails } from './missions';
import {
  operatorApproveReward,
  operatorListRewards,
  operatorProcessReward,
  operatorRejectReward,
} from './operator';

export function rewardsHandlers(deps: HandlerDeps) {
  return {
    getRewardCenter: getRewardCenter(deps),
    getRewardRecords: getRewardRecords(deps),
    getRewardBadges: getRewardBadges(deps),
    markRewardsSeen: markRewardsSeen(deps),
    getBonusDetails: getBonusDetails(deps),
    getMissionSummaryDetails: getMissionSummaryDetails(deps),
    claimMissionReward: claimMissionReward(deps),
    getMissionLeaderboard: getMissionLeaderboard(deps),
    operatorListRewards: operatorListRewards(deps),
    operatorApproveReward: operatorApproveReward(deps),
    operatorRejectReward: operatorRejectReward(deps),
    operatorProcessReward: operatorProcessReward(deps),
  } satisfies AreaHandlers;
}
