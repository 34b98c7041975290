// Stake limits of the demo games, minor units.
import { badRequest } from '../../domain/kernel';

export const MIN_STAKE = 100n; // 1.00
export const MAX_STAKE = 500_000n; // 5,000.00

export function checkStake(stake: bigint): void {
  if (stake < MIN_STAKE || stake > MAX_STAKE)
    throw badRequest('The stake is outside the table limits');
}
