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
      // Every answer says how much is left.
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(4 - i));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
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

  it('count an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const statuses = async (ips: string[]) => {
      const out: number[] = [];
      for (const ip of ips) {
        const res = await t.request({
          method: 'GET',
          url: '/wps/system/country',
          headers: from(ip),
        });
        out.push(res.statusCode);
      }
      return out;
    };
    // Five requests from three addresses of one /64 use up its limit (5)...
    expect(
      await statuses([
        '2001:db8:7:9::1',
        '2001:db8:7:9::2',
        '2001:0db8:0007:0009:0:0:0:3',
        '2001:db8:7:9:ffff::4',
        '2001:db8:7:9::1',
      ]),
    ).toEqual([200, 200, 200, 200, 200]);
    const sixth = await t.request({
      method: 'GET',
      url: '/wps/system/country',
      headers: from('2001:db8:7:9::5'),
    });
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth)).toMatchObject({ errorCode: 'too.many.requests' });
    expect(json(sixth).message).toMatch(/retry in \d+ (second|minute)s?$/);
    expect(sixth.headers['x-ratelimit-limit']).toBe('5');
    expect(sixth.headers['x-ratelimit-remaining']).toBe('0');
    expect(sixth.headers['retry-after']).toBeDefined();
    // ...while the next /64 has its own.
    expect(await statuses(['2001:db8:7:a::1'])).toEqual([200]);
    // An IPv4-mapped address is its IPv4 client.
    expect(
      await statuses(['198.51.100.7', '198.51.100.7', '198.51.100.7', '198.51.100.7']),
    ).toEqual([200, 200, 200, 200]);
    expect(await statuses(['::ffff:198.51.100.7', '::ffff:198.51.100.7'])).toEqual([200, 429]);
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
