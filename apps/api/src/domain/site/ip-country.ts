// The country of an IP address, from a country IP database that ships in an npm package:
// @ip-location-db/geo-whois-asn-country-mmdb (package CC0-1.0; data CC BY 4.0 by the NRO,
// see README "Region blocking"), IPv4 and IPv6 in one MMDB file read with mmdb-lib. The file
// (about 7.8 MB) is read once per process, at the first lookup; a lookup is then a walk of
// the in-memory search tree (a few microseconds, README).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';
import { setBounded } from '../../bounded-map';
import { ipFamily, normalizeIp } from '../merchants';

/** ISO 3166-1 alpha-2 code (upper case) of an address, or null when the database has none. */
export type CountryLookup = (ip: string) => string | null;

/** The record of this database (not MaxMind's shape: one field). */
interface CountryRecord {
  country_code?: string;
}

const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

let reader: Reader<Response> | null = null;

function openReader(): Reader<Response> {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve(DATABASE_FILE);
    reader = new Reader<Response>(readFileSync(file));
  }
  return reader;
}

/** @internal When the loaded database was built (its metadata): the data date the tests check. */
export function countryDatabaseBuiltAt(): Date {
  return openReader().metadata.buildEpoch;
}

/**
 * Addresses looked up lately, with their country: a visitor's calls repeat (every app start
 * asks the status), the database does not change while the process runs, and a walk of its
 * tree costs microseconds. The oldest goes first beyond RECENT_MAX.
 */
const RECENT_MAX = 10_000;
const recent = new Map<string, string | null>();

function lookUp(ip: string): string | null {
  const address = normalizeIp(ip);
  if (!ipFamily(address)) return null;
  const record = openReader().get(address) as CountryRecord | null;
  const code = record?.country_code;
  return code ? code.toUpperCase() : null;
}

/** The country database of the package (loaded on first use, once per process). */
export const countryDatabase: CountryLookup = (ip) => {
  const known = recent.get(ip);
  if (known !== undefined) return known;
  const code = lookUp(ip);
  setBounded(recent, ip, code, RECENT_MAX);
  return code;
};
