// Headers at the API's edge: Cache-Control no-store on answers with member data or tokens,
// HSTS and upgrade-insecure-requests only in production over HTTPS (via a trusted proxy),
// and a request id on every answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/sign-in';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let prod: TestApp;
let token: string;

beforeAll(async () => {
  // The production app stands behind its TLS proxy on this host (trusted: TRUST_PROXY).
  [t, prod] = await Promise.all([
    createTestApp(),
    createTestApp({ production: true, trustProxy: ['127.0.0.1'] }),
  ]);
  token = await signIn(t);
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
});

describe('Cache-Control: no-store', () => {
  it('on the sign-in answer (a token) and on member data', async () => {
    const { accountClient } = await import('./helpers/accounts');
    const login = await accountClient(t).login({ username: 'demoplayer', password: 'Demo1234' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/wps/member/info', '/wps/wallet/balance', '/wps/system/status']) {
      const res = await t.request({
        method: 'GET',
        url,
        headers: { ...DEMO, authorization: token },
      });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('on every answer to a request with a session, even where the handler allows caching', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/cdn/games/1.svg',
      headers: { ...DEMO, authorization: token },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('anonymous answers a handler marks cacheable keep their own', async () => {
    const res = await t.request({ method: 'GET', url: '/cdn/games/1.svg', headers: DEMO });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });
});

describe('HSTS and upgrade-insecure-requests', () => {
  const hstsOf = async (
    app: TestApp,
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ) => {
    const res = await app.request({ method: 'GET', url: '/health', headers, remoteAddress });
    return {
      hsts: res.headers['strict-transport-security'],
      upgrade: String(res.headers['content-security-policy']).includes('upgrade-insecure-requests'),
    };
  };

  it('never on plain-HTTP answers, in development or production', async () => {
    expect(await hstsOf(t, {})).toEqual({ hsts: undefined, upgrade: false });
    expect(await hstsOf(prod, {})).toEqual({ hsts: undefined, upgrade: false });
  });

  it('not in development even behind TLS', async () => {
    expect(await hstsOf(t, { 'x-forwarded-proto': 'https' })).toEqual({
      hsts: undefined,
      upgrade: false,
    });
  });

  it('in production behind TLS, when a trusted proxy says so', async () => {
    const res = await hstsOf(prod, { 'x-forwarded-proto': 'https' });
    expect(res.hsts).toMatch(/^max-age=\d+/);
    expect(res.upgrade).toBe(true);
  });

  it('not when an untrusted client claims HTTPS', async () => {
    expect(await hstsOf(prod, { 'x-forwarded-proto': 'https' }, '203.0.113.9')).toEqual({
      hsts: undefined,
      upgrade: false,
    });
  });
});

describe('request ids', () => {
  it('every answer names one, a fresh one per request', async () => {
    const a = await t.request({ method: 'GET', url: '/wps/system/country', headers: DEMO });
    const b = await t.request({ method: 'GET', url: '/no/such/route' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("a proxy's id is kept; one that does not look like an id is replaced", async () => {
    const kept = await t.request({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const replaced = await t.request({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x"}\n{"level":60' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
