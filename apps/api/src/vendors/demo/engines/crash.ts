// Crash (and the fishing skin of it): the multiplier climbs from 1.00x until it crashes. The
// player sets a cash-out target before the round; the round pays stake x target when the
// crash point reaches the target. P(crash >= t) = 0.97 / t, so every target returns 97%.
import type { Rng } from './rng';

const SPAN = 1_000_000;
/** Highest crash point, in hundredths (1000.00x). */
export const MAX_CRASH = 100_000;

export interface CrashOutcome {
  /** Where it crashed, hundredths (100 = 1.00x). */
  crashAt: number;
  /** The player's target, hundredths. */
  target: number;
  won: boolean;
}

export function crashPoint(rng: Rng): number {
  const r = rng(SPAN);
  const point = Math.floor((97 * SPAN) / (SPAN - r));
  return Math.min(Math.max(point, 100), MAX_CRASH);
}

/** '2.5' -> 250. Targets run from 1.01x to 100.00x. */
export function parseTarget(text: string): number | null {
  const m = /^([0-9]{1,3})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return value >= 101 && value <= 10_000 ? value : null;
}

export function fly(rng: Rng, target: number): CrashOutcome {
  // A crash exactly at 1.00x (3% of rounds) never reaches any target.
  const crashAt = crashPoint(rng);
  return { crashAt, target, won: crashAt > 100 && crashAt >= target };
}

export function crashPayout(stake: bigint, outcome: CrashOutcome): bigint {
  return outcome.won ? (stake * BigInt(outcome.target)) / 100n : 0n;
}
