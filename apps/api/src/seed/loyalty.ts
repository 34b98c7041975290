// Seeds the demo merchant's loyalty rules (VIP levels, rebate rates, the minimum rebate claim).
// Idempotent: what exists is left as it is.
import { loyaltySettings, rebateRates, vipLevels } from '../db/schema/loyalty';
import { toMinor, type Tx } from '../domain/kernel';
import {
  DEMO_REBATE_MIN_CLAIM,
  DEMO_REBATE_RATES,
  DEMO_REBATE_WAGERING,
  DEMO_VIP_LEVELS,
} from './data/loyalty';

export async function seedLoyalty(tx: Tx, merchantId: number): Promise<void> {
  await tx
    .insert(vipLevels)
    .values(
      DEMO_VIP_LEVELS.map((l) => ({
        merchantId,
        level: l.level,
        name: l.name,
        totalTurnover: toMinor(l.totalTurnover),
        monthlyTurnover: toMinor(l.monthlyTurnover),
        deposits: toMinor(l.deposits),
        levelUpBonus: toMinor(l.levelUpBonus),
        monthlyBonus: toMinor(l.monthlyBonus),
        dailyWithdrawals: l.dailyWithdrawals,
        dailyWithdrawalAmount: toMinor(l.dailyWithdrawalAmount),
        wageringMultiple: l.wageringMultiple,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(rebateRates)
    .values(DEMO_REBATE_RATES.map((r) => ({ merchantId, ...r })))
    .onConflictDoNothing();
  await tx
    .insert(loyaltySettings)
    .values({
      merchantId,
      rebateMinClaim: toMinor(DEMO_REBATE_MIN_CLAIM),
      rebateWageringMultiple: DEMO_REBATE_WAGERING,
    })
    .onConflictDoNothing();
}
