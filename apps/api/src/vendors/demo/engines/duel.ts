// Sports, e-sports and cockfight stand-in: one match between two sides, a winner or a draw,
// with fixed odds (home/away 2.10, draw 9.00) and a score that agrees with the result.
import type { Rng } from './rng';

export type DuelSide = 'HOME' | 'DRAW' | 'AWAY';
export interface DuelOutcome {
  result: DuelSide;
  home: number;
  away: number;
}

/** Odds in hundredths. */
export const DUEL_ODDS: Readonly<Record<DuelSide, bigint>> = { HOME: 210n, DRAW: 900n, AWAY: 210n };

export function play(rng: Rng): DuelOutcome {
  const r = rng(100);
  const result: DuelSide = r < 45 ? 'HOME' : r < 55 ? 'DRAW' : 'AWAY';
  if (result === 'DRAW') {
    const goals = rng(4);
    return { result, home: goals, away: goals };
  }
  const winner = rng(4) + 1;
  const loser = rng(winner);
  return result === 'HOME'
    ? { result, home: winner, away: loser }
    : { result, home: loser, away: winner };
}

export function duelPayout(stake: bigint, side: DuelSide, outcome: DuelOutcome): bigint {
  return side === outcome.result ? (stake * DUEL_ODDS[side]) / 100n : 0n;
}
