import { deobfuscatePath } from '@platform/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';
import { DEMO_IP_RANGES, withRanges } from './helpers/ip-country';

interface StatusValue {
  status: number;
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceInfo?: { title: string | null; content: string | null; endTime: number | null } | null;
  location: { ip: string; countryCode: string | null };
  info: Record<string, unknown> & { customerService: { csType: string; path: string }[] };
}

let t: TestApp;

beforeAll(async () => {
  // The visitors come through a local proxy (trusted here) that names each with X-Forwarded-For;
  // two documentation ranges stand for a blocked (KP) and an allowed (SG) country.
  t = await createTestApp({ trustProxy: ['127.0.0.1'], countryOf: withRanges(DEMO_IP_RANGES) });
});
afterAll(async () => {
  await t.close();
});

async function status(forwardedFor?: string): Promise<StatusValue> {
  const headers: Record<string, string> = { ...DEMO };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const res = await t.request({ method: 'GET', url: '/wps/system/status', headers });
  expect(res.statusCode).toBe(200);
  return json(res).value as StatusValue;
}

async function patch(body: Record<string, unknown>) {
  const res = await t.request({
    method: 'PATCH',
    url: '/dev/merchant/settings',
    headers: DEMO,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return json(res).value;
}

describe('GET /wps/system/status', () => {
  it('is 0 (normal) for an ordinary visitor, with location and the whole site config', async () => {
    const value = await status();
    expect(value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    expect(value.location).toEqual({ ip: '127.0.0.1', countryCode: null });
    expect(value.maintenanceInfo ?? null).toBeNull();
    expect(value.info).toMatchObject({ siteName: 'Royal Demo', defaultLang: 'EN' });
    expect((value.info.supportLanguages as string[]).length).toBe(35);
  });

  it('serves customer-service links obfuscated with their key in the last 8 characters', async () => {
    const { info } = await status();
    const urls = info.customerService.map((c) => deobfuscatePath(c.path));
    expect(urls).toEqual([
      '/livechat',
      'mailto:support@royal-demo.test',
      'https://t.me/royal_demo_support',
    ]);
    expect(info.customerService[1]?.path).not.toContain('mailto');
  });

  it('is 2 for a blocked exact IP, a blocked CIDR range and a blocked country', async () => {
    expect((await status('203.0.113.66')).status).toBe(2);
    expect((await status('203.0.113.67')).status).toBe(0);
    const kp = await status('192.0.2.10');
    expect(kp).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '192.0.2.10', countryCode: 'KP' },
    });
    const sg = await status('198.51.100.7');
    expect(sg).toMatchObject({ status: 0, location: { countryCode: 'SG' } });

    await patch({
      regionRestriction: { blockedIps: ['203.0.113.66', '10.20.0.0/16', '2001:db8:abcd::/48'] },
    });
    expect((await status('10.20.30.40')).status).toBe(2);
    expect((await status('10.21.0.1')).status).toBe(0);
    expect((await status('2001:db8:abcd:12::1')).status).toBe(2);
    expect((await status('2001:db8:abce::1')).status).toBe(0);
    expect((await status('::ffff:10.20.1.1')).status).toBe(2);

    await patch({ regionRestriction: { blockedCountries: ['SG'] } });
    expect((await status('198.51.100.7')).status).toBe(2);
    expect((await status('192.0.2.10')).status).toBe(0);
    await patch({ regionRestriction: { blockedCountries: ['KP'], blockedIps: ['203.0.113.66'] } });
  });

  it('takes the address the trusted proxy saw, not one a client prepended', async () => {
    expect((await status('203.0.113.66, 127.0.0.1')).status).toBe(2);
    const spoofed = await status('203.0.113.66, 198.51.100.7');
    expect(spoofed).toMatchObject({
      status: 0,
      location: { ip: '198.51.100.7', countryCode: 'SG' },
    });
  });

  it('is 1 in maintenance, which wins over a region block', async () => {
    await patch({
      maintenance: {
        enabled: true,
        title: 'Upgrade',
        info: 'Back soon',
        endTime: 1_900_000_000_000,
      },
    });
    const value = await status('203.0.113.66');
    expect(value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    expect(value.maintenanceInfo).toEqual({
      title: 'Upgrade',
      content: 'Back soon',
      endTime: 1_900_000_000_000,
    });
    expect((await status()).status).toBe(1);
    await patch({ maintenance: { enabled: false } });
    const after = await status();
    expect(after.status).toBe(0);
    expect(after.maintenanceInfo ?? null).toBeNull();
  });

  it('offers the languages configured: TY and EN with TY the default', async () => {
    const { supportLanguages, defaultLang } = (await status()).info;
    await patch({ languages: { supportLanguages: ['TY', 'EN'], defaultLang: 'TY' } });
    expect((await status()).info).toMatchObject({
      supportLanguages: ['TY', 'EN'],
      defaultLang: 'TY',
    });
    // A default the site does not offer is refused, and nothing changes.
    const refused = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { languages: { supportLanguages: ['EN'], defaultLang: 'TY' } },
    });
    expect(refused.statusCode).toBe(400);
    expect((await status()).info.defaultLang).toBe('TY');
    await patch({ languages: { supportLanguages, defaultLang } });
    expect((await status()).info.supportLanguages).toHaveLength(35);
  });
});

describe('trustProxy', () => {
  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const app = await buildApp({ ...testLogOptions(), database: t.database, trustProxy: false });
    const strict = await wrapApp(app, t.database, async () => undefined);
    const res = await strict.request({
      method: 'GET',
      url: '/wps/system/status',
      headers: { ...DEMO, 'x-forwarded-for': '203.0.113.66' },
    });
    expect((json(res).value as StatusValue).status).toBe(0);
    await app.close();
  });
});
