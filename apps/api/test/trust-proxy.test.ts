// TRUST_PROXY in each mode: a forwarded address (X-Forwarded-For) is believed only from a
// trusted hop, so a client rotating the header never gets a fresh per-IP allowance. Observed
// through the per-IP rate limit (3 requests per window here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseTrustProxy } from '../src/env';
import { type TestApp, wrapApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';
import { testLogOptions } from './helpers/test-log';

let shared: TestDatabase;
const apps: TestApp[] = [];
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await shared.dispose();
});

/** An app with this TRUST_PROXY setting (all on one database: only 404s are asked). */
async function appTrusting(setting: string | undefined): Promise<TestApp> {
  const app = await buildApp({
    ...testLogOptions(),
    database: shared.database,
    trustProxy: parseTrustProxy(setting),
    rateLimit: { max: 3, captchaMax: 3 },
  });
  const wrapped = await wrapApp(app, shared.database, async () => undefined);
  apps.push(wrapped);
  return wrapped;
}

/** How many of `n` requests got through, each with the X-Forwarded-For `forwarded(i)`. */
async function admitted(
  app: TestApp,
  remoteAddress: string,
  n: number,
  forwarded: (i: number) => string | undefined,
): Promise<number> {
  let passed = 0;
  for (let i = 0; i < n; i++) {
    const xff = forwarded(i);
    const res = await app.request({
      method: 'GET',
      url: '/no/such/route',
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });
    if (res.statusCode !== 429) passed += 1;
  }
  return passed;
}

const rotating = (i: number) => `198.51.100.${i + 1}`;

describe('TRUST_PROXY', () => {
  it('default (no proxy): a rotating header is ignored from anywhere, loopback included', async () => {
    const app = await appTrusting(undefined);
    expect(await admitted(app, '203.0.113.9', 10, rotating)).toBe(3);
    expect(await admitted(app, '127.0.0.1', 10, rotating)).toBe(3);
  });

  it('loopback (pnpm start, nginx on the same host): the local proxy is believed', async () => {
    const app = await appTrusting('127.0.0.1,::1');
    expect(await admitted(app, '127.0.0.1', 10, rotating)).toBe(10);
    expect(await admitted(app, '203.0.113.9', 10, rotating)).toBe(3);
  });

  it('false: the header is never believed, even from loopback', async () => {
    const app = await appTrusting('false');
    expect(await admitted(app, '127.0.0.1', 10, rotating)).toBe(3);
  });

  it('a list of proxies: only those hops are believed', async () => {
    const app = await appTrusting('10.0.0.1, 10.0.0.2');
    expect(await admitted(app, '10.0.0.2', 6, rotating)).toBe(6);
    expect(await admitted(app, '10.0.0.3', 10, rotating)).toBe(3);
    // A forged left part of the chain does not help behind a trusted proxy that appends
    // the address it saw ($proxy_add_x_forwarded_for).
    expect(await admitted(app, '10.0.0.1', 10, (i) => `${rotating(i)}, 192.0.2.50`)).toBe(3);
  });

  it('a hop count: the right-most N addresses are proxies, the next one is the client', async () => {
    const app = await appTrusting('1');
    expect(await admitted(app, '10.9.9.9', 10, (i) => `${rotating(i)}, 192.0.2.60`)).toBe(3);
  });

  it('true: every hop is believed (only behind a proxy that overwrites the header)', async () => {
    const app = await appTrusting('true');
    // Any client can pick its address: why the README says to use true only when the API is
    // reachable solely through a proxy that sets X-Forwarded-For to $remote_addr.
    expect(await admitted(app, '203.0.113.9', 6, rotating)).toBe(6);
    expect(await admitted(app, '203.0.113.9', 10, () => '192.0.2.70')).toBe(3);
  });
});
