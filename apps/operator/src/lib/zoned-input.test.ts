import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-input';

describe('datetime inputs in the merchant zone', () => {
  it('reads and writes a wall-clock time of the zone, whatever the browser zone', () => {
    const epoch = Date.UTC(2026, 10, 29, 4, 30);
    expect(toZonedInput(epoch, 'Asia/Shanghai')).toBe('2026-11-29T12:30');
    expect(fromZonedInput('2026-11-29T12:30', 'Asia/Shanghai')).toBe(epoch);
    expect(toZonedInput(epoch, 'America/New_York')).toBe('2026-11-28T23:30');
    expect(fromZonedInput('2026-11-28T23:30', 'America/New_York')).toBe(epoch);
  });

  it('settles across a daylight-saving change and refuses what is not a time', () => {
    // New York, 2026-07-01 09:00 EDT (UTC-4).
    expect(fromZonedInput('2026-07-01T09:00', 'America/New_York')).toBe(
      Date.UTC(2026, 6, 1, 13, 0),
    );
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
    expect(fromZonedInput('', 'UTC')).toBeNull();
  });
});
