import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type Cycle,
  closedPeriods,
  dayEnd,
  dayStart,
  localDay,
  localTime,
  monthStart,
  nextPeriod,
  offsetAt,
  periodAt,
  periodBounds,
  periodOfKey,
  previousPeriod,
  resolvePeriod,
  weekStart,
} from './calendar';
import { AppError } from './errors';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const CYCLES: Cycle[] = ['D', 'W', 'H', 'M', 'h', 'r'];
const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SHANGHAI = 'Asia/Shanghai';

describe('days in a time zone', () => {
  it('finds the local day of an instant on both sides of a GMT+8 midnight', () => {
    // 15:59:59.999 UTC is 23:59:59.999 in Shanghai; a millisecond later it is the next day.
    expect(localDay(at('2026-11-20T15:59:59.999Z'), SHANGHAI)).toBe('2026-11-20');
    expect(localDay(at('2026-11-20T16:00:00Z'), SHANGHAI)).toBe('2026-11-21');
    expect(localDay(at('2026-11-20T16:30:00Z'), 'UTC')).toBe('2026-11-20');
    expect(localDay(at('2026-11-20T16:30:00Z'), NY)).toBe('2026-11-20');
  });

  it('starts a day at its local midnight, half-hour zones and daylight saving included', () => {
    expect(dayStart('2026-11-21', SHANGHAI)).toBe(at('2026-11-20T16:00:00Z'));
    expect(dayStart('2026-11-21', 'UTC')).toBe(at('2026-11-21T00:00:00Z'));
    expect(dayStart('2026-11-21', 'Asia/Kolkata')).toBe(at('2026-11-20T18:30:00Z'));
    expect(dayStart('2026-11-21', 'Asia/Kathmandu')).toBe(at('2026-11-20T18:15:00Z'));
    expect(dayStart('2026-07-01', NY)).toBe(at('2026-07-01T04:00:00Z'));
    expect(dayStart('2026-01-15', NY)).toBe(at('2026-01-15T05:00:00Z'));
  });

  it('has a 23-hour day in spring and a 25-hour day in autumn (New York and London)', () => {
    // New York: 8 March 2026 02:00 EST -> 03:00 EDT; 1 November 2026 02:00 EDT -> 01:00 EST.
    expect(dayStart('2026-03-08', NY)).toBe(at('2026-03-08T05:00:00Z'));
    expect(dayEnd('2026-03-08', NY)).toBe(at('2026-03-09T04:00:00Z'));
    expect(dayEnd('2026-03-08', NY) - dayStart('2026-03-08', NY)).toBe(23 * HOUR);
    expect(dayEnd('2026-11-01', NY) - dayStart('2026-11-01', NY)).toBe(25 * HOUR);
    expect(dayStart('2026-11-02', NY)).toBe(at('2026-11-02T05:00:00Z'));
    // London: 29 March 2026 01:00 GMT -> 02:00 BST; 25 October 2026 02:00 BST -> 01:00 GMT.
    expect(dayStart('2026-03-29', LONDON)).toBe(at('2026-03-29T00:00:00Z'));
    expect(dayEnd('2026-03-29', LONDON)).toBe(at('2026-03-29T23:00:00Z'));
    expect(dayStart('2026-10-25', LONDON)).toBe(at('2026-10-24T23:00:00Z'));
    expect(dayEnd('2026-10-25', LONDON)).toBe(at('2026-10-26T00:00:00Z'));
    // The last instant of the long day is still that day; the first of the next is not.
    expect(localDay(at('2026-10-25T23:59:59.999Z'), LONDON)).toBe('2026-10-25');
    expect(localDay(at('2026-10-26T00:00:00Z'), LONDON)).toBe('2026-10-26');
  });

  it('starts a day whose midnight does not exist at the end of the gap', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('counts calendar days, Mondays and month starts', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(monthStart('2026-11-29')).toBe('2026-11-01');
  });

  it('prints an instant in the zone with its offset', () => {
    expect(localTime(at('2026-11-29T04:30:00Z'), SHANGHAI)).toBe('2026-11-29T12:30+08:00');
    expect(localTime(at('2026-11-29T04:30:00Z'), NY)).toBe('2026-11-28T23:30-05:00');
    expect(localTime(at('2026-07-01T04:30:00Z'), NY)).toBe('2026-07-01T00:30-04:00');
    expect(localTime(at('2026-11-29T04:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-29T10:00+05:30');
    expect(offsetAt(at('2026-07-01T00:00:00Z'), LONDON)).toBe(60);
  });
});

describe('periods of a query', () => {
  const rules = { maxDays: 93, scope: 'agent' as const, preset: 'today' as const, openEnds: true };
  // 00:30 on 29 November in Shanghai, still the 28th in UTC.
  const now = at('2026-11-28T16:30:00Z');

  it('cuts yesterday at the merchant midnight, not at UTC midnight', () => {
    const y = resolvePeriod({ period: 'yesterday' }, { ...rules, timeZone: SHANGHAI, now });
    expect(y).toEqual({
      preset: 'yesterday',
      from: '2026-11-28',
      to: '2026-11-28',
      timeZone: SHANGHAI,
    });
    expect(periodBounds(y)).toEqual({
      start: at('2026-11-27T16:00:00Z'),
      end: at('2026-11-28T16:00:00Z'),
    });
    const utc = resolvePeriod({ period: 'yesterday' }, { ...rules, timeZone: 'UTC', now });
    expect(utc.from).toBe('2026-11-27');
  });

  it('resolves every preset from the local today', () => {
    const r = (period: 'today' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth') =>
      resolvePeriod({ period }, { ...rules, timeZone: SHANGHAI, now });
    expect(r('today')).toMatchObject({ from: '2026-11-29', to: '2026-11-29' });
    expect(r('last7')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(r('last30')).toMatchObject({ from: '2026-10-31', to: '2026-11-29' });
    expect(r('thisMonth')).toMatchObject({ from: '2026-11-01', to: '2026-11-29' });
    expect(r('lastMonth')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('bounds a period across a change of the clocks by local midnights', () => {
    const p = resolvePeriod(
      { from: '2026-10-31', to: '2026-11-01' },
      { ...rules, timeZone: NY, now: at('2026-11-05T00:00:00Z') },
    );
    expect(periodBounds(p)).toEqual({
      start: at('2026-10-31T04:00:00Z'),
      end: at('2026-11-02T05:00:00Z'),
    });
  });

  it('refuses reversed, unreal, missing and too long custom periods with the scope codes', () => {
    const code = (query: { from?: string; to?: string }, openEnds = false) => {
      try {
        resolvePeriod(query, {
          ...rules,
          openEnds,
          scope: 'records' as const,
          timeZone: 'UTC',
          now,
        });
        return 'ok';
      } catch (e) {
        return e instanceof AppError ? e.errorCode : 'other';
      }
    };
    expect(code({ from: '2026-11-21', to: '2026-11-01' })).toBe('records.period.invalid');
    expect(code({ from: '2026-02-30', to: '2026-03-01' })).toBe('records.period.invalid');
    expect(code({ from: '2026-11-01' })).toBe('records.period.invalid');
    expect(code({ from: '2026-11-01' }, true)).toBe('ok');
    expect(code({ from: '2026-01-01', to: '2026-04-04' })).toBe('records.period.too.long');
    expect(code({ from: '2026-01-01', to: '2026-04-03' })).toBe('ok');
  });
});

describe('calendar periods of a cycle', () => {
  it('cut days, weeks, half months, months, hours and 5 minutes in GMT+8', () => {
    // 2026-11-23 15:59:59 UTC is 23:59:59 on Monday 23 November in GMT+8.
    const t = at('2026-11-23T15:59:59Z');
    expect(periodAt('D', t, SHANGHAI)).toEqual({
      cycle: 'D',
      key: '2026-11-23',
      start: at('2026-11-22T16:00:00Z'),
      end: at('2026-11-23T16:00:00Z'),
      label: '2026-11-23T00:00+08:00',
    });
    expect(periodAt('D', t + 1000, SHANGHAI).key).toBe('2026-11-24');
    expect(periodAt('W', t, SHANGHAI)).toMatchObject({
      key: '2026-W48',
      start: at('2026-11-22T16:00:00Z'),
    });
    expect(periodAt('W', t - 86_400_000, SHANGHAI).key).toBe('2026-W47');
    expect(periodAt('H', t, SHANGHAI)).toMatchObject({
      key: '2026-11-H2',
      start: at('2026-11-15T16:00:00Z'),
      end: at('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('H', at('2026-11-15T15:59:59Z'), SHANGHAI).key).toBe('2026-11-H1');
    expect(periodAt('M', t, SHANGHAI)).toMatchObject({
      key: '2026-11',
      start: at('2026-10-31T16:00:00Z'),
      end: at('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('h', t, SHANGHAI)).toMatchObject({
      key: '2026-11-23T23',
      start: at('2026-11-23T15:00:00Z'),
    });
    expect(periodAt('r', at('2026-11-29T04:33:00Z'), SHANGHAI)).toMatchObject({
      key: '2026-11-29T12:30',
      label: '2026-11-29T12:30+08:00',
    });
  });

  it('starts months at local midnight on both sides of a change of the clocks', () => {
    expect(periodAt('M', at('2026-03-15T12:00:00Z'), NY)).toMatchObject({
      key: '2026-03',
      start: at('2026-03-01T05:00:00Z'),
      end: at('2026-04-01T04:00:00Z'),
      label: '2026-03-01T00:00-05:00',
    });
    expect(periodAt('M', at('2026-11-15T12:00:00Z'), NY)).toMatchObject({
      start: at('2026-11-01T04:00:00Z'),
      end: at('2026-12-01T05:00:00Z'),
    });
  });

  it('has no hour the spring change skips and one two-hour period for the hour autumn repeats', () => {
    const spring = ['2026-03-08T01', '2026-03-08T03'].map((k) => periodOfKey('h', k, NY));
    expect(spring.map((p) => [p?.start, p?.end])).toEqual([
      [at('2026-03-08T06:00:00Z'), at('2026-03-08T07:00:00Z')],
      [at('2026-03-08T07:00:00Z'), at('2026-03-08T08:00:00Z')],
    ]);
    expect(periodOfKey('h', '2026-03-08T02', NY)).toBeNull();
    expect(periodAt('h', at('2026-03-08T06:59:59Z'), NY).key).toBe('2026-03-08T01');
    // 01:00 EDT (05:00Z) to 02:00 EST (07:00Z): both passes of 01:xx are the hour T01.
    const repeated = periodAt('h', at('2026-11-01T06:30:00Z'), NY);
    expect(repeated).toMatchObject({
      key: '2026-11-01T01',
      start: at('2026-11-01T05:00:00Z'),
      end: at('2026-11-01T07:00:00Z'),
      label: '2026-11-01T01:00-04:00',
    });
    expect(nextPeriod(repeated, NY)).toMatchObject({
      key: '2026-11-01T02',
      label: '2026-11-01T02:00-05:00',
    });
    const london = periodAt('r', at('2026-10-25T01:02:00Z'), LONDON);
    expect(london.key).toBe('2026-10-25T01:55');
    expect(london.end).toBe(at('2026-10-25T02:00:00Z'));
  });

  it('ISO weeks across the year end', () => {
    expect(periodAt('W', at('2027-01-01T12:00:00Z'), 'UTC').key).toBe('2026-W53');
    expect(periodAt('W', at('2027-01-04T00:00:00Z'), 'UTC').key).toBe('2027-W01');
    expect(periodAt('W', at('2025-12-29T00:00:00Z'), 'UTC').key).toBe('2026-W01');
  });

  it('tile time in every zone: each period ends where the next starts; keys name their period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CYCLES),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom('UTC', SHANGHAI, 'Asia/Kolkata', 'Asia/Kathmandu', NY, LONDON),
        (cycle, t, zone) => {
          const p = periodAt(cycle, t, zone);
          expect(p.start <= t && t < p.end).toBe(true);
          expect(nextPeriod(p, zone).start).toBe(p.end);
          expect(previousPeriod(p, zone).end).toBe(p.start);
          expect(periodOfKey(cycle, p.key, zone)).toEqual(p);
        },
      ),
      { numRuns: 1500, seed: 21 },
    );
  });

  it('tiles the days the clocks change, hour by hour and window by window', () => {
    // Spring: 23 wall hours; autumn: 24 keys, the repeated hour being one of them.
    for (const [zone, day, hours] of [
      [NY, '2026-03-08', 23],
      [NY, '2026-11-01', 24],
      [LONDON, '2026-03-29', 23],
      [LONDON, '2026-10-25', 24],
    ] as const) {
      for (const cycle of ['h', 'r'] as const) {
        let p = periodAt(cycle, dayStart(day, zone), zone);
        const keys = new Set<string>();
        while (p.start < dayEnd(day, zone)) {
          expect(p.end).toBeGreaterThan(p.start);
          expect(keys.has(p.key)).toBe(false);
          keys.add(p.key);
          expect(periodOfKey(cycle, p.key, zone)).toEqual(p);
          const next = nextPeriod(p, zone);
          expect(next.start).toBe(p.end);
          p = next;
        }
        expect(p.start).toBe(dayEnd(day, zone));
        expect(keys.size).toBe(cycle === 'h' ? hours : hours * 12);
      }
    }
  });

  it('closed periods are before now, newest first; unknown keys are refused', () => {
    const list = closedPeriods('h', at('2026-11-23T10:30:00Z'), 'UTC', 3);
    expect(list.map((p) => p.key)).toEqual(['2026-11-23T09', '2026-11-23T08', '2026-11-23T07']);
    expect(periodOfKey('D', '2026-02-30', 'UTC')).toBeNull();
    expect(periodOfKey('W', '2026-W54', 'UTC')).toBeNull();
    expect(periodOfKey('r', '2026-11-23T10:03', 'UTC')).toBeNull();
    expect(periodOfKey('M', '2026-11-01', 'UTC')).toBeNull();
    expect(periodOfKey('h', '2026-11-23T24', 'UTC')).toBeNull();
  });
});
