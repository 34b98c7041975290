import { describe, expect, it } from 'vitest';
import { normalizeIp, parseIpEntry } from './ip-entry';

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
