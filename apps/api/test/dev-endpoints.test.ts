import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { findMerchantByCode } from '../src/domain/merchants';
import { NO_PROVIDERS, sendEmail, sendSms } from '../src/domain/verification';
import { readEnv } from '../src/env';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await findMerchantByCode(t.database.db, 'demo'))?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('GET /dev/outbox', () => {
  it('lists what the SMS and e-mail adapters sent, newest first, filterable by recipient', async () => {
    const db = t.database.db;
    const now = Date.now();
    await sendSms(
      db,
      NO_PROVIDERS,
      { merchantId, to: '+8613800000000', body: 'Your code is 123456' },
      now,
    );
    await sendEmail(
      db,
      NO_PROVIDERS,
      { merchantId, to: 'player@royal-demo.test', subject: 'Reset', body: 'Code 654321' },
      now,
    );
    await sendSms(
      db,
      NO_PROVIDERS,
      { merchantId, to: '+8613800000000', body: 'Your code is 777777' },
      now,
    );

    const all = await t.request({ method: 'GET', url: '/dev/outbox', headers: DEMO });
    const messages = json(all).value as {
      channel: string;
      body: string;
      subject: string | null;
      createdAt: number;
    }[];
    expect(messages.map((m) => m.body)).toEqual([
      'Your code is 777777',
      'Code 654321',
      'Your code is 123456',
    ]);
    expect(messages[1]).toMatchObject({ channel: 'email', subject: 'Reset' });
    expect(typeof messages[0]?.createdAt).toBe('number');

    const one = await t.request({
      method: 'GET',
      url: '/dev/outbox?recipient=player%40royal-demo.test',
      headers: DEMO,
    });
    expect((json(one).value as unknown[]).length).toBe(1);
  });
});

describe('PATCH /dev/merchant/settings', () => {
  it('merges the switches and returns those in force', async () => {
    const first = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { maintenance: { enabled: true, title: 'Upgrade' } },
    });
    expect(json(first).value).toEqual({
      maintenance: { enabled: true, title: 'Upgrade', info: expect.any(String), endTime: null },
      regionRestriction: { blockedCountries: ['KP'], blockedIps: ['203.0.113.66'] },
    });
    const second = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: {
        maintenance: { enabled: false },
        regionRestriction: { blockedCountries: ['KP', 'SG'] },
      },
    });
    expect(json(second).value).toMatchObject({
      maintenance: { enabled: false, title: 'Upgrade' },
      regionRestriction: { blockedCountries: ['KP', 'SG'], blockedIps: ['203.0.113.66'] },
    });
    const merchant = await findMerchantByCode(t.database.db, 'demo');
    expect(merchant?.settings.supportLanguages).toHaveLength(35);
  });
});

describe('development-only operations', () => {
  it('answer 404 not.found when dev endpoints are off (production)', async () => {
    const app = await buildApp({ ...testLogOptions(), database: t.database, devEndpoints: false });
    const prod = await wrapApp(app, t.database, async () => undefined);
    for (const [method, url] of [
      ['GET', '/dev/outbox'],
      ['PATCH', '/dev/merchant/settings'],
      ['POST', '/dev/echo'],
    ] as const) {
      const res = await prod.request({
        method,
        url,
        headers: DEMO,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).errorCode).toBe('not.found');
    }
    const status = await prod.request({ method: 'GET', url: '/wps/system/status', headers: DEMO });
    expect(status.statusCode).toBe(200);
    await app.close();
  });

  it('are on unless NODE_ENV=production, and API_DEV_ENDPOINTS overrides', () => {
    expect(readEnv({}).devEndpoints).toBe(true);
    expect(readEnv({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', API_DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(readEnv({ API_DEV_ENDPOINTS: '0' }).devEndpoints).toBe(false);
  });
});
