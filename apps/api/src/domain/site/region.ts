// Region restriction: is the visitor's IP (exactly or by CIDR range, IPv4 or IPv6) on the
// merchant's block list, or does the country IP database (ip-country.ts) place it in one of
// the merchant's blocked countries? The IP is the one the server trusts (request.ip, after
// TRUST_PROXY).
import { BlockList } from 'node:net';
import { setBounded } from '../../bounded-map';
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

/** The blocked countries as a set, built once per list (like the block lists). */
const countrySets = new WeakMap<readonly string[], ReadonlySet<string>>();

function countrySetOf(codes: readonly string[]): ReadonlySet<string> {
  let set = countrySets.get(codes);
  if (!set) {
    set = new Set(codes.map((c) => c.toUpperCase()));
    countrySets.set(codes, set);
  }
  return set;
}

/**
 * The answers of each list, by address: a check builds a native socket address (about 3 µs,
 * on every status call), the list is the same until the settings change, and a visitor's
 * calls repeat. The oldest goes first beyond CHECKED_MAX.
 */
const CHECKED_MAX = 10_000;
const checked = new WeakMap<readonly string[], Map<string, boolean>>();

export function ipMatchesAny(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false;
  let answers = checked.get(entries);
  if (!answers) {
    answers = new Map();
    checked.set(entries, answers);
  }
  const known = answers.get(ip);
  if (known !== undefined) return known;
  const address = normalizeIp(ip);
  const family = ipFamily(address);
  const matches = family !== null && blockListOf(entries).check(address, family);
  setBounded(answers, ip, matches, CHECKED_MAX);
  return matches;
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
  const restricted =
    ipMatchesAny(address, restriction.blockedIps) ||
    (countryCode !== null &&
      countrySetOf(restriction.blockedCountries).has(countryCode.toUpperCase()));
  return { ip: address, countryCode, restricted };
}
