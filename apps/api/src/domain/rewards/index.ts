// The public surface of domain/rewards: what the rest of the server may use. The reward model
// (one grant per reward, credited through the ledger) is described in apps/api/README.md
// ("Rewards"); other sources (rebate, VIP, referral, points) pay through `grantReward`.
export {
  actOnActivity,
  activities,
  availablePromotions,
  claimPromotion,
  type Activity,
} from './claims';
export { rewardBadges, availablePromoCount, markRewardsSeen, rewardCentre } from './centre';
export {
  approveGrant,
  approveGrantIn,
  grantReward,
  grantToWire,
  processGrant,
  processGrantIn,
  rejectGrant,
  rejectGrantIn,
  type Audit,
  type GrantInput,
  type GrantResult,
  type GrantRow,
} from './grants';
export { leaderboard } from './leaderboard';
export { claimMission, missionSummary, progressOf } from './missions';
export { periodBounds } from './periods';
export { bonusDetails, memberRewards, operatorReward, operatorRewards } from './records';
export { requireWageringMet, wageringOf, wageringSummary } from './wagering';
