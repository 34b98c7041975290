import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatGmtOffset, formatZonedDateTime } from './format-date';

const instant = Date.UTC(2024, 2, 5, 1, 7, 2); // 2024-03-05T01:07:02Z

describe('formatDateTime', () => {
  it('formats YYYY-MM-DD HH:mm:ss in the given zone', () => {
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2024-03-05 09:07:02');
    expect(formatDateTime(new Date(instant), 'UTC')).toBe('2024-03-05 01:07:02');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2024-03-04 20:07:02');
  });

  it('uses a 24-hour clock from 00 to 23', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 1, 16, 0, 0), 'Asia/Shanghai')).toBe(
      '2024-01-02 00:00:00',
    );
    expect(formatDateTime(Date.UTC(2024, 0, 1, 15, 59, 59, 999), 'Asia/Shanghai')).toBe(
      '2024-01-01 23:59:59',
    );
  });

  it('uses the local zone by default', () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(instant)).toBe(formatDateTime(instant, local));
  });

  it('reads the local zone from Date as Intl would, across a year and its clock changes', () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const start = Date.UTC(2024, 0, 1, 0, 0, 0);
    // Every 97 minutes for a year, then the years whose digits need padding.
    const instants = Array.from({ length: 5420 }, (_, i) => start + i * 97 * 60_000);
    instants.push(Date.UTC(99, 5, 1) - 1_900 * 365.2425 * 86_400_000, Date.UTC(1970, 0, 1));
    for (const at of instants) {
      expect(formatDateTime(at)).toBe(formatDateTime(at, local));
      expect(formatGmtOffset(at)).toBe(formatGmtOffset(at, local));
    }
  });

  it('is empty for an invalid date', () => {
    expect(formatDateTime(new Date('nope'))).toBe('');
    expect(formatDateTime(Number.NaN, 'UTC')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats YYYY/MM/DD, or with another separator', () => {
    expect(formatDate(instant, '/', 'UTC')).toBe('2024/03/05');
    expect(formatDate(instant, '-', 'America/New_York')).toBe('2024-03-04');
    expect(formatDate(Date.UTC(2024, 11, 31, 20), undefined, 'Asia/Shanghai')).toBe('2025/01/01');
  });

  it('pads years before 1000', () => {
    const old = new Date(0);
    old.setUTCFullYear(987, 0, 2);
    expect(formatDate(old, '/', 'UTC')).toBe('0987/01/02');
  });
});

describe('formatGmtOffset', () => {
  it.each([
    ['Asia/Shanghai', instant, 'GMT+08:00'],
    ['UTC', instant, 'GMT+00:00'],
    ['Asia/Kolkata', instant, 'GMT+05:30'],
    ['Asia/Kathmandu', instant, 'GMT+05:45'],
    ['America/St_Johns', Date.UTC(2024, 0, 15), 'GMT-03:30'],
    ['America/New_York', Date.UTC(2024, 0, 15), 'GMT-05:00'],
    ['America/New_York', Date.UTC(2024, 6, 15), 'GMT-04:00'],
  ])('%s at %i is %s', (zone, at, expected) => {
    expect(formatGmtOffset(at, zone)).toBe(expected);
  });

  it('ignores milliseconds and works before 1970', () => {
    expect(formatGmtOffset(instant + 999, 'Asia/Shanghai')).toBe('GMT+08:00');
    expect(formatGmtOffset(Date.UTC(1960, 5, 1, 12, 0, 0, 500), 'Asia/Tokyo')).toBe('GMT+09:00');
  });
});

describe('formatZonedDateTime', () => {
  it("prints a time in the merchant's zone with that zone's offset, either side of midnight", () => {
    // 15:59:59 and 16:00:00 UTC: the last second of a day in Shanghai and the first of the next.
    expect(formatZonedDateTime(Date.UTC(2026, 10, 28, 15, 59, 59), 'Asia/Shanghai')).toBe(
      '2026-11-28 23:59:59 GMT+08:00',
    );
    expect(formatZonedDateTime(Date.UTC(2026, 10, 28, 16), 'Asia/Shanghai')).toBe(
      '2026-11-29 00:00:00 GMT+08:00',
    );
    expect(
      formatZonedDateTime(Date.UTC(2026, 10, 29, 4, 30), 'Asia/Shanghai', { seconds: false }),
    ).toBe('2026-11-29 12:30 GMT+08:00');
  });

  it('follows daylight saving: the repeated hour reads with each of its offsets', () => {
    expect(formatZonedDateTime(Date.UTC(2026, 10, 1, 5, 30), 'America/New_York')).toBe(
      '2026-11-01 01:30:00 GMT-04:00',
    );
    expect(formatZonedDateTime(Date.UTC(2026, 10, 1, 6, 30), 'America/New_York')).toBe(
      '2026-11-01 01:30:00 GMT-05:00',
    );
  });

  it('is empty for an invalid date', () => {
    expect(formatZonedDateTime(Number.NaN, 'UTC')).toBe('');
  });
});
