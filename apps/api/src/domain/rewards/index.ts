// The public surface of domain/rewards: what the rest of the server may use. The reward model
// (one grant per reward, credited through the ledger) is described in apps/api/README.md
// ("Rewards"); other sources (rebate, VIP, referral, points) pay through `grantReward`. Exports
// marked @public are that API for the sources still to come.
export { actOnActivity, activities, availablePromotions, claimPromotion } from './claims';
export { rewardBadges, availablePromoCount, markRewardsSeen, rewardCentre } from './centre';
export {
  approveGrant,
  approveGrantIn,
  grantReward,
  /** @public */
  grantToWire,
  processGrant,
  processGrantIn,
  rejectGrant,
  rejectGrantIn,
  /** @public */
  type Audit,
  /** @public */
  type GrantInput,
  /** @public */
  type GrantResult,
  /** @public */
  type GrantRow,
} from './grants';
export { leaderboard, maskName } from './leaderboard';
export { claimMission, missionSummary, progressOf } from './missions';
export { periodBounds } from './periods';
export { bonusDetails, memberRewards, operatorReward, operatorRewards } from './records';
export {
  requireWageringMet,
  wageringOf,
  /** @public */
  wageringSummary,
} from './wagering';
