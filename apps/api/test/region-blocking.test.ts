// Region blocking on the real country IP database (no fixture): known public addresses are
// placed in their countries through the HTTP API, the merchant's blocked countries apply to
// the address the server trusts, and a lookup costs microseconds once the file is loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryDatabase } from '../src/domain/site';
import { countryDatabaseBuiltAt } from '../src/domain/site/ip-country';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

interface Status {
  status: number;
  regionRestriction: boolean;
  location: { ip: string; countryCode: string | null };
}

let t: TestApp;
beforeAll(async () => {
  // The visitors come through a local proxy (trusted here) that names each with X-Forwarded-For.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

async function status(forwardedFor: string): Promise<Status> {
  const res = await t.request({
    method: 'GET',
    url: '/wps/system/status',
    headers: { ...DEMO, 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  return json(res).value as Status;
}

async function blockCountries(blockedCountries: string[]): Promise<void> {
  const res = await t.request({
    method: 'PATCH',
    url: '/dev/merchant/settings',
    headers: DEMO,
    payload: { regionRestriction: { blockedCountries, blockedIps: [] } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

// Public addresses whose country the registries agree on.
const KNOWN = [
  { ip: '8.8.8.8', country: 'US' }, // Google Public DNS
  { ip: '2001:4860:4860::8888', country: 'US' }, // Google Public DNS, IPv6
  { ip: '1.1.1.1', country: 'AU' }, // APNIC's research block (Cloudflare DNS), registered in AU
  { ip: '133.11.0.1', country: 'JP' }, // The University of Tokyo
  { ip: '193.99.144.80', country: 'DE' }, // heise.de
  { ip: '175.45.176.1', country: 'KP' }, // Star JV, Pyongyang
];

describe('region blocking on the country IP database', () => {
  it('places known public addresses in their countries', async () => {
    await blockCountries([]);
    for (const { ip, country } of KNOWN) {
      const value = await status(ip);
      expect(value.location, ip).toEqual({ ip, countryCode: country });
      expect(value.status).toBe(0);
    }
    // Private and loopback addresses have no country.
    expect((await status('10.1.2.3')).location.countryCode).toBeNull();
  });

  it("blocks the merchant's blocked countries, and only those", async () => {
    await blockCountries(['JP', 'DE']);
    expect(await status('133.11.0.1')).toMatchObject({ status: 2, regionRestriction: true });
    expect((await status('193.99.144.80')).status).toBe(2);
    expect((await status('8.8.8.8')).status).toBe(0);
    expect((await status('2001:4860:4860::8888')).status).toBe(0);
    await blockCountries(['US']);
    expect((await status('2001:4860:4860::8888')).status).toBe(2);
    expect((await status('::ffff:8.8.8.8')).status).toBe(2);
    expect((await status('133.11.0.1')).status).toBe(0);
  });

  it('judges the address the trusted proxy saw, not one the client prepended', async () => {
    await blockCountries(['KP']);
    expect((await status('175.45.176.1')).status).toBe(2);
    const spoofed = await status('8.8.8.8, 175.45.176.1');
    expect(spoofed).toMatchObject({ status: 2, location: { ip: '175.45.176.1' } });
    const hidden = await status('175.45.176.1, 8.8.8.8');
    expect(hidden).toMatchObject({ status: 0, location: { ip: '8.8.8.8', countryCode: 'US' } });
    await blockCountries(['KP']);
  });

  it('reads the database once and looks an address up in microseconds', () => {
    expect(countryDatabaseBuiltAt().getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    const addresses = Array.from(
      { length: 20_000 },
      (_, i) => `${((i * 7919) % 223) + 1}.${(i * 31) % 256}.${(i * 17) % 256}.${i % 256}`,
    );
    // A first pass warms the code up; the second is timed.
    for (const ip of addresses) countryDatabase(ip);
    const started = performance.now();
    let found = 0;
    for (const ip of addresses) if (countryDatabase(ip)) found += 1;
    const microsPerLookup = ((performance.now() - started) * 1000) / addresses.length;
    console.info(`country lookup: ${microsPerLookup.toFixed(2)} µs per address (${found} found)`);
    expect(found).toBeGreaterThan(addresses.length / 2);
    // Generous for a busy shared machine (README: the measured cost).
    expect(microsPerLookup).toBeLessThan(200);
  });
});
