// The format of a blocked-IP entry in merchants.settings.regionRestriction.blockedIps: an IPv4
// or IPv6 address or CIDR range. The switches validate entries with it before storing them;
// domain/site matches visitors against the stored ones.
import { isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

export interface IpEntry {
  address: string;
  prefix: number | null;
  family: IpFamily;
}

/** Strips an IPv6 zone and unwraps IPv4-mapped IPv6 (`::ffff:1.2.3.4` -> `1.2.3.4`). */
export function normalizeIp(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  return mapped?.[1] ?? bare;
}

export function ipFamily(ip: string): IpFamily | null {
  const v = isIP(ip);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** Parses `1.2.3.4`, `1.2.3.0/24`, `2001:db8::1` or `2001:db8::/32`; null when invalid. */
export function parseIpEntry(entry: string): IpEntry | null {
  const [rawAddress, rawPrefix, extra] = entry.trim().split('/');
  if (extra !== undefined || !rawAddress) return null;
  const address = normalizeIp(rawAddress);
  const family = ipFamily(address);
  if (!family) return null;
  if (rawPrefix === undefined) return { address, prefix: null, family };
  if (!/^[0-9]{1,3}$/.test(rawPrefix)) return null;
  const prefix = Number(rawPrefix);
  if (prefix > (family === 'ipv4' ? 32 : 128)) return null;
  return { address, prefix, family };
}
