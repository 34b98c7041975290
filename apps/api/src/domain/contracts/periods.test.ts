import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedPeriods, nextPeriod, periodAt, periodOfKey, previousPeriod } from './periods';
import type { Cycle } from './terms';

const at = (iso: string) => Date.parse(iso);
const CYCLES: Cycle[] = ['D', 'W', 'H', 'M', 'h', 'r'];

describe('settlement periods (GMT+8)', () => {
  const gmt8 = 480;
  it('cut days, weeks, half months, months, hours and 5 minutes in the merchant time zone', () => {
    // 2026-11-23 15:59:59 UTC is 23:59:59 on Monday 23 November in GMT+8.
    const t = at('2026-11-23T15:59:59Z');
    expect(periodAt('D', t, gmt8)).toMatchObject({
      key: '2026-11-23',
      start: at('2026-11-22T16:00:00Z'),
      end: at('2026-11-23T16:00:00Z'),
    });
    expect(periodAt('D', t + 1000, gmt8).key).toBe('2026-11-24');
    expect(periodAt('W', t, gmt8)).toMatchObject({
      key: '2026-W48',
      start: at('2026-11-22T16:00:00Z'),
    });
    expect(periodAt('W', t - 1000 * 86_400, gmt8).key).toBe('2026-W47');
    expect(periodAt('H', t, gmt8)).toMatchObject({
      key: '2026-11-H2',
      start: at('2026-11-15T16:00:00Z'),
      end: at('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('H', at('2026-11-15T15:59:59Z'), gmt8).key).toBe('2026-11-H1');
    expect(periodAt('M', t, gmt8)).toMatchObject({
      key: '2026-11',
      end: at('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('h', t, gmt8)).toMatchObject({
      key: '2026-11-23T23',
      start: at('2026-11-23T15:00:00Z'),
    });
    expect(periodAt('r', t, gmt8)).toMatchObject({
      key: '2026-11-23T23:55',
      start: at('2026-11-23T15:55:00Z'),
    });
  });

  it('ISO weeks across the year end', () => {
    expect(periodAt('W', at('2027-01-01T12:00:00Z'), 0).key).toBe('2026-W53');
    expect(periodAt('W', at('2027-01-04T00:00:00Z'), 0).key).toBe('2027-W01');
    expect(periodAt('W', at('2025-12-29T00:00:00Z'), 0).key).toBe('2026-W01');
  });

  it('tile time: each period ends where the next starts; keys name their period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CYCLES),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(-300, 0, 330, 480, 545),
        (cycle, t, offset) => {
          const p = periodAt(cycle, t, offset);
          expect(p.start <= t && t < p.end).toBe(true);
          expect(nextPeriod(p, offset).start).toBe(p.end);
          expect(previousPeriod(p, offset).end).toBe(p.start);
          expect(periodOfKey(cycle, p.key, offset)).toEqual(p);
        },
      ),
      { numRuns: 2000, seed: 21 },
    );
  });

  it('closed periods are before now, newest first; unknown keys are refused', () => {
    const list = closedPeriods('h', at('2026-11-23T10:30:00Z'), 0, 3);
    expect(list.map((p) => p.key)).toEqual(['2026-11-23T09', '2026-11-23T08', '2026-11-23T07']);
    expect(periodOfKey('D', '2026-02-30', 0)).toBeNull();
    expect(periodOfKey('W', '2026-W54', 0)).toBeNull();
    expect(periodOfKey('r', '2026-11-23T10:03', 0)).toBeNull();
    expect(periodOfKey('M', '2026-11-01', 0)).toBeNull();
  });
});
