import { describe, expect, it } from 'vitest';
import { ipMatchesAny, normalizeIp, parseIpEntry } from './region';

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

describe('parseIpEntry / normalizeIp', () => {
  it('accepts addresses and ranges, refuses the rest', () => {
    expect(parseIpEntry('192.0.2.0/24')).toEqual({
      address: '192.0.2.0',
      prefix: 24,
      family: 'ipv4',
    });
    expect(parseIpEntry('2001:db8::/129')).toBeNull();
    expect(parseIpEntry('300.1.1.1')).toBeNull();
    expect(parseIpEntry('1.1.1.1/x')).toBeNull();
    expect(parseIpEntry('1.1.1.1/8/9')).toBeNull();
  });

  it('strips zones and the IPv4-mapped prefix', () => {
    expect(normalizeIp('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
  });
});
