import { describe, expect, it } from 'vitest';
import { periodBounds } from './periods';

describe('periodBounds', () => {
  // Wednesday 2026-11-25 13:45 UTC.
  const now = Date.UTC(2026, 10, 25, 13, 45);

  it('cuts days, ISO weeks and months at midnight of a UTC merchant', () => {
    expect(periodBounds('daily', now, 'UTC')).toEqual({
      start: Date.UTC(2026, 10, 25),
      end: Date.UTC(2026, 10, 26),
      key: 'd:2026-11-25',
      from: '2026-11-25',
      until: '2026-11-26',
    });
    expect(periodBounds('weekly', now, 'UTC')).toMatchObject({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 30),
      key: 'w:2026-11-23',
    });
    expect(periodBounds('monthly', now, 'UTC')).toMatchObject({
      start: Date.UTC(2026, 10, 1),
      end: Date.UTC(2026, 11, 1),
      key: 'm:2026-11',
    });
    expect(periodBounds('once', now, 'UTC')).toMatchObject({ start: 0, end: null, key: 'once' });
  });

  it('starts a week on Monday even on a Sunday, and a month across a year end', () => {
    const sunday = Date.UTC(2026, 10, 29, 23, 59, 59, 999);
    expect(periodBounds('weekly', sunday, 'UTC').key).toBe('w:2026-11-23');
    expect(periodBounds('weekly', sunday + 1, 'UTC').key).toBe('w:2026-11-30');
    expect(periodBounds('monthly', Date.UTC(2026, 11, 31, 12), 'UTC').end).toBe(
      Date.UTC(2027, 0, 1),
    );
  });

  it("cuts a GMT+8 merchant's mission day at its midnight, 16:00 UTC", () => {
    const before = Date.UTC(2026, 10, 25, 15, 59, 59, 999);
    expect(periodBounds('daily', before, 'Asia/Shanghai')).toEqual({
      start: Date.UTC(2026, 10, 24, 16),
      end: Date.UTC(2026, 10, 25, 16),
      key: 'd:2026-11-25',
      from: '2026-11-25',
      until: '2026-11-26',
    });
    expect(periodBounds('daily', before + 1, 'Asia/Shanghai').key).toBe('d:2026-11-26');
    // Sunday 29 November 16:00 UTC is Monday 30 November in Shanghai: a new week.
    expect(periodBounds('weekly', Date.UTC(2026, 10, 29, 16), 'Asia/Shanghai').key).toBe(
      'w:2026-11-30',
    );
    expect(periodBounds('monthly', Date.UTC(2026, 10, 30, 16), 'Asia/Shanghai').key).toBe(
      'm:2026-12',
    );
  });
});
