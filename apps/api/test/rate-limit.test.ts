import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let now = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    rateLimit: { max: 5, captchaMax: 2, timeWindow: 60_000 },
    // The clients come through a local proxy (trusted here) that names each with X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
  });
});
afterAll(async () => {
  await t.close();
});

const from = (ip: string) => ({ ...DEMO, 'x-forwarded-for': ip });

describe('rate limits', () => {
  it('answer 429 too.many.requests in the envelope on the captcha', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'GET',
        url: '/wps/captcha',
        headers: from('198.51.100.1'),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(json(res)).toMatchObject({
          success: false,
          value: null,
          errorCode: 'too.many.requests',
        });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await t.request({
      method: 'GET',
      url: '/wps/captcha',
      headers: from('198.51.100.2'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('apply a global limit per IP, 404s included, and reset after the window', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'GET',
        url: i % 2 ? '/nope' : '/wps/system/country',
        headers: from(ip),
      });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await t.request({
      method: 'GET',
      url: '/wps/system/country',
      headers: from(ip),
    });
    expect(limited.statusCode).toBe(429);
    const notFound = await t.request({ method: 'GET', url: '/nope', headers: from(ip) });
    expect(notFound.statusCode).toBe(429);
    now += 60_001;
    const again = await t.request({ method: 'GET', url: '/wps/system/country', headers: from(ip) });
    expect(again.statusCode).toBe(200);
  });

  it('keep their counters in the database, shared by every replica', async () => {
    const ip = '198.51.100.4';
    const replica = await wrapApp(
      await buildApp({
        ...testLogOptions(),
        database: t.database,
        clock: () => now,
        rateLimit: { max: 5, captchaMax: 2, timeWindow: 60_000 },
        trustProxy: ['127.0.0.1'],
      }),
      t.database,
      async () => undefined,
    );
    await t.request({ method: 'GET', url: '/wps/captcha', headers: from(ip) });
    await replica.request({ method: 'GET', url: '/wps/captcha', headers: from(ip) });
    const third = await t.request({ method: 'GET', url: '/wps/captcha', headers: from(ip) });
    expect(third.statusCode).toBe(429);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limits`,
    );
    expect(Number(rows.rows[0]?.n)).toBeGreaterThan(0);
    await replica.app.close();
  });

  it('count general traffic in memory and sign-in in the database', async () => {
    const ip = '198.51.100.6';
    await t.request({ method: 'GET', url: '/wps/system/country', headers: from(ip) });
    await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: from(ip),
      payload: {},
    });
    const rows = await t.database.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like ${`%|${ip}`} order by key`,
    );
    expect(rows.rows.map((r) => r.key)).toEqual([`route:/wps/session/login|${ip}`]);
  });

  it('leave /health alone', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.request({ method: 'GET', url: '/health', headers: from('198.51.100.5') });
      expect(res.statusCode).toBe(200);
    }
  });
});
