import { describe, expect, it } from 'vitest';
import { periodBounds } from './periods';

describe('periodBounds', () => {
  // Wednesday 2026-11-25 13:45 UTC.
  const now = Date.UTC(2026, 10, 25, 13, 45);

  it('cuts days, ISO weeks and months at UTC midnight', () => {
    expect(periodBounds('daily', now)).toEqual({
      start: Date.UTC(2026, 10, 25),
      end: Date.UTC(2026, 10, 26),
      key: 'd:2026-11-25',
    });
    expect(periodBounds('weekly', now)).toEqual({
      start: Date.UTC(2026, 10, 23),
      end: Date.UTC(2026, 10, 30),
      key: 'w:2026-11-23',
    });
    expect(periodBounds('monthly', now)).toEqual({
      start: Date.UTC(2026, 10, 1),
      end: Date.UTC(2026, 11, 1),
      key: 'm:2026-11',
    });
    expect(periodBounds('once', now)).toEqual({ start: 0, end: null, key: 'once' });
  });

  it('starts a week on Monday even on a Sunday, and a month across a year end', () => {
    const sunday = Date.UTC(2026, 10, 29, 23, 59, 59, 999);
    expect(periodBounds('weekly', sunday).key).toBe('w:2026-11-23');
    expect(periodBounds('weekly', sunday + 1).key).toBe('w:2026-11-30');
    expect(periodBounds('monthly', Date.UTC(2026, 11, 31, 12)).end).toBe(Date.UTC(2027, 0, 1));
  });
});
