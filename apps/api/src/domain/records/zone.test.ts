import { describe, expect, it } from 'vitest';
import { addDays, dayStart, localDay } from './zone';

describe('days in a time zone', () => {
  it('finds the local day of an instant', () => {
    const t = Date.UTC(2026, 10, 20, 16, 30); // 00:30 on the 21st in Shanghai
    expect(localDay(t, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(localDay(t, 'UTC')).toBe('2026-11-20');
    expect(localDay(t, 'America/New_York')).toBe('2026-11-20');
  });

  it('starts a day at its local midnight, half-hour zones and daylight saving included', () => {
    expect(dayStart('2026-11-21', 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 20, 16));
    expect(dayStart('2026-11-21', 'UTC')).toBe(Date.UTC(2026, 10, 21));
    expect(dayStart('2026-11-21', 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 20, 18, 30));
    expect(dayStart('2026-11-21', 'Asia/Kathmandu')).toBe(Date.UTC(2026, 10, 20, 18, 15));
    // New York: summer (GMT-4) and winter (GMT-5), and the days the clocks change.
    expect(dayStart('2026-07-01', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 4));
    expect(dayStart('2026-01-15', 'America/New_York')).toBe(Date.UTC(2026, 0, 15, 5));
    expect(dayStart('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    expect(dayStart('2026-03-09', 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 4));
    expect(dayStart('2026-11-01', 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 4));
    expect(dayStart('2026-11-02', 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5));
  });

  it('starts a day whose midnight does not exist at the end of the gap', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    const start = dayStart('2026-09-06', 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
