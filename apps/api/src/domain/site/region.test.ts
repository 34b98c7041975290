import { describe, expect, it } from 'vitest';
import { ipMatchesAny } from './region';

describe('ipMatchesAny', () => {
  const list = ['203.0.113.66', '10.0.0.0/8', '2001:db8::/32', '::1', 'not an ip', '1.2.3.4/40'];

  it('matches exact IPv4 and IPv6 addresses', () => {
    expect(ipMatchesAny('203.0.113.66', list)).toBe(true);
    expect(ipMatchesAny('203.0.113.65', list)).toBe(false);
    expect(ipMatchesAny('::1', list)).toBe(true);
    expect(ipMatchesAny('0:0:0:0:0:0:0:1', list)).toBe(true);
  });

  it('matches CIDR ranges of both families', () => {
    expect(ipMatchesAny('10.255.0.1', list)).toBe(true);
    expect(ipMatchesAny('11.0.0.1', list)).toBe(false);
    expect(ipMatchesAny('2001:db8:ffff::5', list)).toBe(true);
    expect(ipMatchesAny('2001:db9::5', list)).toBe(false);
  });

  it('unwraps IPv4-mapped IPv6 and ignores garbage', () => {
    expect(ipMatchesAny('::ffff:203.0.113.66', list)).toBe(true);
    expect(ipMatchesAny('garbage', list)).toBe(false);
    expect(ipMatchesAny('1.2.3.4', list)).toBe(false);
  });
});
