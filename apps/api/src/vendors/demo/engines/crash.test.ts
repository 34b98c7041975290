import { describe, expect, it } from 'vitest';
import { crashPayout, crashPoint, fly, parseTarget } from './crash';
import { scriptedRng } from './rng';

describe('crash', () => {
  it('reads targets from 1.01x to 100x without floats', () => {
    expect(parseTarget('2')).toBe(200);
    expect(parseTarget('2.5')).toBe(250);
    expect(parseTarget('1.01')).toBe(101);
    expect(parseTarget('1.00')).toBeNull();
    expect(parseTarget('100.01')).toBeNull();
    expect(parseTarget('2.555')).toBeNull();
    expect(parseTarget('-2')).toBeNull();
  });

  it('crashes at 1.00x for the house edge and climbs with the draw', () => {
    expect(crashPoint(scriptedRng([0]))).toBe(100);
    expect(crashPoint(scriptedRng([500_000]))).toBe(194);
    expect(crashPoint(scriptedRng([999_999]))).toBe(100_000);
  });

  it('pays stake x target when the crash point reaches the target', () => {
    const won = fly(scriptedRng([500_000]), 150);
    expect(won).toEqual({ crashAt: 194, target: 150, won: true });
    expect(crashPayout(1000n, won)).toBe(1500n);
    const lost = fly(scriptedRng([500_000]), 200);
    expect(lost.won).toBe(false);
    expect(crashPayout(1000n, lost)).toBe(0n);
  });
});
