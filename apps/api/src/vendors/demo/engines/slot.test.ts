import { describe, expect, it } from 'vitest';
import { scriptedRng } from './rng';
import { slotPayout, slotReturnToPlayer, spin } from './slot';

describe('slot', () => {
  it('returns between 90% and 98% of stakes in the long run (exact)', () => {
    const rtp = slotReturnToPlayer();
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.98);
  });

  it('pays three sevens on the middle line 250x the line stake, rounded down', () => {
    // weights: SEVEN 0-1, BAR 2-5, BELL 6-11, CHERRY 12-19, LEMON 20-29, GRAPE 30-39 (of 40)
    // cells are drawn reel by reel, row by row: reel0 rows 0..2, reel1 rows 0..2, reel2 rows 0..2
    const outcome = spin(scriptedRng([2, 0, 20, 6, 1, 30, 12, 0, 25]));
    expect(outcome.grid.map((reel) => reel[1])).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(outcome.lines).toEqual([{ line: 1, symbol: 'SEVEN', pays: 250 }]);
    expect(slotPayout(200n, outcome)).toBe(10_000n); // 2.00 staked -> 0.40 per line x 250
    expect(slotPayout(99n, outcome)).toBe(4950n);
  });

  it('pays nothing without a line', () => {
    const outcome = spin(scriptedRng([0, 2, 6, 12, 20, 30, 0, 2, 6]));
    expect(outcome.lines).toEqual([]);
    expect(slotPayout(500n, outcome)).toBe(0n);
  });
});
