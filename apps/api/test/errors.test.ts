import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestDatabase } from './helpers/test-db';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 4096 });
});
afterAll(async () => {
  await t.close();
});

const envelope400 = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode).toBe(400);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, value: null, errorCode: 'request.param.err' });
  return body.message as string;
};

describe('requests that violate the document', () => {
  it('missing or malformed query parameters name the field', async () => {
    const missing = await t.request({
      method: 'GET',
      url: '/wps/system/helpCenter?device=WEB',
      headers: DEMO,
    });
    expect(envelope400(missing)).toMatch(/"lang" is required/);
    const bad = await t.request({
      method: 'GET',
      url: '/wps/system/helpCenter?lang=EN&device=TV',
      headers: DEMO,
    });
    expect(envelope400(bad)).toMatch(/"device"/);
  });

  it('malformed headers name the header', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/country',
      headers: { ...DEMO, 'x-gateway-version': 'three' },
    });
    expect(envelope400(res)).toMatch(/header "x-gateway-version"/);
  });

  it('bodies are validated as sent: unknown fields ignored, no type coercion', async () => {
    const url = '/dev/merchant/settings';
    const extra = await t.request({
      method: 'PATCH',
      url,
      headers: DEMO,
      payload: { surprise: true, maintenance: { enabled: false, alsoUnknown: 1 } },
    });
    expect(extra.statusCode).toBe(200);
    expect(extra.body).not.toMatch(/surprise|alsoUnknown/);
    const extraWrongType = await t.request({
      method: 'PATCH',
      url,
      headers: DEMO,
      payload: { surprise: true, maintenance: { enabled: 1 } },
    });
    expect(envelope400(extraWrongType)).toMatch(/maintenance\.enabled/);
    const coerced = await t.request({
      method: 'PATCH',
      url,
      headers: DEMO,
      payload: { maintenance: { enabled: 'true' } },
    });
    expect(envelope400(coerced)).toMatch(/maintenance\.enabled/);
    const badIp = await t.request({
      method: 'PATCH',
      url,
      headers: DEMO,
      payload: { regionRestriction: { blockedIps: ['300.1.1.1'] } },
    });
    expect(envelope400(badIp)).toMatch(/blockedIps\.0/);
  });

  it('malformed JSON, a wrong content type and an oversized body are 400 envelopes', async () => {
    const url = '/dev/merchant/settings';
    const headers = { ...DEMO, 'content-type': 'application/json' };
    envelope400(await t.request({ method: 'PATCH', url, headers, payload: '{"maintenance":' }));
    envelope400(await t.request({ method: 'PATCH', url, headers, payload: '' }));
    envelope400(
      await t.request({
        method: 'PATCH',
        url,
        headers: { ...DEMO, 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
    );
    envelope400(
      await t.request({
        method: 'PATCH',
        url,
        headers: { ...DEMO, 'content-type': 'text/plain' },
        payload: 'hello',
      }),
    );
    const huge = JSON.stringify({ maintenance: { enabled: true, info: 'x'.repeat(10_000) } });
    expect(envelope400(await t.request({ method: 'PATCH', url, headers, payload: huge }))).toMatch(
      /too large/,
    );
    envelope400(
      await t.request({ method: 'PATCH', url, headers, payload: '{"__proto__":{"x":1}}' }),
    );
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/wps/system/unknown'],
    ['POST', '/wps/system/status'],
    ['DELETE', '/health'],
    ['GET', '/WPS/system/status'],
  ])('%s %s -> 404 not.found envelope', async (method, url) => {
    const res = await t.request({ method: method as 'GET', url, headers: DEMO });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, value: null, errorCode: 'not.found' });
  });
});

describe('unexpected failures', () => {
  it('answer 500 unknown.system.err with a generic message and no internals', async () => {
    const { database, dispose } = await createTestDatabase();
    const app = await buildApp({ ...testLogOptions(), database });
    const broken = await wrapApp(app, database, async () => undefined);
    await database.close();
    const res = await broken.request({ method: 'GET', url: '/wps/system/country', headers: DEMO });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      success: false,
      value: null,
      message: 'An unexpected error occurred; please try again later',
      errorCode: 'unknown.system.err',
    });
    // Alive, but not ready for traffic.
    const health = await broken.request({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const ready = await broken.request({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready).errorCode).toBe('system.not.available');
    await app.close();
    await dispose().catch(() => undefined);
  });
});

describe('security headers', () => {
  it('are set by helmet', async () => {
    const res = await t.request({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('a missing body is refused when the document requires one', async () => {
    const res = await t.request({ method: 'PATCH', url: '/dev/merchant/settings', headers: DEMO });
    expect(envelope400(res)).toMatch(/body is required/);
  });
});
