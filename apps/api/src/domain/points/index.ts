// The public surface of domain/points: what the rest of the server may use.
export { adjustPoints, grantPoints } from './adjustments';
export { pointBalance, pointConfig } from './balance';
export { listRewards, rewardArt } from './catalogue';
export { convertPoints } from './conversion';
export { pointTransactionsPage } from './details';
export {
  approveRedemption,
  memberRedemptions,
  operatorRedemptions,
  redeemReward,
  rejectRedemption,
} from './redemptions';
