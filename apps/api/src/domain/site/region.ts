// Region restriction: is the visitor's IP (exactly or by CIDR range, IPv4 or IPv6) on the
// merchant's block list, or does the country IP database (ip-country.ts) place it in one of
// the merchant's blocked countries? The IP is the one the server trusts (request.ip, after
// TRUST_PROXY).
import { BlockList } from 'node:net';
import { ipFamily, normalizeIp, parseIpEntry, type RegionRestrictionSettings } from '../merchants';
import type { CountryLookup } from './ip-country';

/** The block list of the entries, built once per list (merchant settings are cached objects). */
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const parsed = parseIpEntry(entry);
      if (!parsed) continue;
      if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
      else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    blockLists.set(entries, list);
  }
  return list;
}

export function ipMatchesAny(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false;
  const address = normalizeIp(ip);
  const family = ipFamily(address);
  if (!family) return false;
  return blockListOf(entries).check(address, family);
}

export interface RegionCheck {
  ip: string;
  countryCode: string | null;
  restricted: boolean;
}

export function checkRegion(
  countryOf: CountryLookup,
  restriction: RegionRestrictionSettings,
  ip: string,
): RegionCheck {
  const address = normalizeIp(ip);
  const countryCode = countryOf(address);
  const blockedCountries = new Set(restriction.blockedCountries.map((c) => c.toUpperCase()));
  const restricted =
    ipMatchesAny(address, restriction.blockedIps) ||
    (countryCode !== null && blockedCountries.has(countryCode.toUpperCase()));
  return { ip: address, countryCode, restricted };
}
