// The public surface of domain/loyalty: VIP levels (level-up and monthly bonuses) and manual
// rebate, both computed from the member's valid bets and paid through domain/rewards'
// grantReward. The rules are described in apps/api/README.md ("Loyalty: VIP and rebate").
export { claimManualRebate, manualRebate, manualRebateRecords } from './rebate';
export { playerRankProgress, vipBadge, vipWithdrawalLimits } from './vip';
