// What the records readers share: who asks, SQL helpers, the read-only snapshot.
import { toDecimal } from '../kernel';
import type { Merchant } from '../merchants';

/** The signed-in member and its merchant: every read starts from them, never from a parameter. */
export interface RecordsCaller {
  memberId: number;
  merchant: Pick<Merchant, 'id' | 'settings'>;
  /** Interface language (game names). */
  language: string;
}

/** ISO text of a timestamp column, an instant as a parameter: the kernel's SQL helpers. */
export { at, iso } from '../kernel';

export const n = (v: string | number | null | undefined): number => Number(v ?? 0);
export const big = (v: string | number | bigint | null | undefined): bigint => BigInt(v ?? 0);

/** Stake, valid bet and payout summed in minor units. */
export interface PlaySums {
  stake: bigint;
  valid: bigint;
  payout: bigint;
}

/** Play sums as the records show them, with win/loss (payout less valid bet). */
export const playView = (s: PlaySums) => ({
  stake: toDecimal(s.stake),
  validBet: toDecimal(s.valid),
  payout: toDecimal(s.payout),
  winLoss: toDecimal(s.payout - s.valid),
});
