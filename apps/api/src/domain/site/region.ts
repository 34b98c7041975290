// Region restriction: is the visitor's IP (exactly or by CIDR range, IPv4 or IPv6) on the
// merchant's block list, or does the IP-to-country table place it in a blocked country?
import { BlockList } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { ipFamily, normalizeIp, parseIpEntry, type RegionRestrictionSettings } from '../merchants';

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

/** The country of an IP from the ip_geo table (most specific range wins), or null. */
export async function countryOfIp(db: Db, ip: string): Promise<string | null> {
  const address = normalizeIp(ip);
  if (!ipFamily(address)) return null;
  return configCache(db).get(`ip:${address}`, () => lookUpCountry(db, address));
}

async function lookUpCountry(db: Db, address: string): Promise<string | null> {
  const result = await db.execute<{ country_code: string }>(
    sql`select country_code from ip_geo where network >>= ${address}::inet
        order by masklen(network) desc limit 1`,
  );
  return result.rows[0]?.country_code ?? null;
}

export interface RegionCheck {
  ip: string;
  countryCode: string | null;
  restricted: boolean;
}

export async function checkRegion(
  db: Db,
  restriction: RegionRestrictionSettings,
  ip: string,
): Promise<RegionCheck> {
  const address = normalizeIp(ip);
  const countryCode = await countryOfIp(db, address);
  const blockedCountries = new Set(restriction.blockedCountries.map((c) => c.toUpperCase()));
  const restricted =
    ipMatchesAny(address, restriction.blockedIps) ||
    (countryCode !== null && blockedCountries.has(countryCode.toUpperCase()));
  return { ip: address, countryCode, restricted };
}
