import { describe, expect, it } from 'vitest';
import { breakEnd } from './break-end';

describe('break end', () => {
  const from = Date.UTC(2026, 10, 25, 18, 12, 0);
  it('adds days to a time-out', () => {
    expect(breakEnd('24h', from)).toBe(Date.UTC(2026, 10, 26, 18, 12, 0));
    expect(breakEnd('6w', from)).toBe(Date.UTC(2027, 0, 6, 18, 12, 0));
  });
  it('adds calendar months to a self-exclusion, as the server does', () => {
    expect(breakEnd('6m', from)).toBe(Date.UTC(2027, 4, 25, 18, 12, 0));
    expect(breakEnd('1y', from)).toBe(Date.UTC(2027, 10, 25, 18, 12, 0));
    expect(breakEnd('5y', from)).toBe(Date.UTC(2031, 10, 25, 18, 12, 0));
    expect(breakEnd('permanent', from)).toBeNull();
  });
});
