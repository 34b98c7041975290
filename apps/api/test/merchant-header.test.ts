import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const routes = ['/wps/system/status', '/wps/system/country', '/wps/session/key/rsa', '/dev/outbox'];

describe('Merchant header', () => {
  it.each(routes)(
    '%s: missing on an unconfigured host -> 400 merchant.acct.setup.err',
    async (url) => {
      const res = await t.request({ method: 'GET', url, headers: { host: 'unknown.example' } });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        value: null,
        errorCode: 'merchant.acct.setup.err',
      });
    },
  );

  it.each(['unknown', 'DEMO', 'bad code!', ''])(
    'unknown merchant %j -> 400 merchant.acct.setup.err',
    async (code) => {
      const res = await t.request({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant: code },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('merchant.acct.setup.err');
    },
  );

  it('sent twice -> 400 function.not.available, even when both name the merchant', async () => {
    for (const values of [
      ['demo', 'demo'],
      ['demo', 'other'],
    ]) {
      const res = await t.request({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant: values },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('function.not.available');
    }
  });

  it('is accepted in any letter case of the header name', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/country',
      headers: { MERCHANT: 'demo' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['royal-demo.test', 'WWW.Royal-Demo.test:8443', 'localhost:5173'])(
    'missing on %s (a domain route of demo) -> the merchant of that domain',
    async (host) => {
      const res = await t.request({
        method: 'GET',
        url: '/wps/system/domainRoute',
        headers: { host },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).value).toContainEqual({ domain: 'royal-demo.test', main: false });
    },
  );

  it('a sent Merchant header wins over the host, and an unknown one is still refused', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'royal-demo.test', merchant: 'nobody' },
    });
    expect(json(res).errorCode).toBe('merchant.acct.setup.err');
  });

  it('is not needed by /health', async () => {
    const res = await t.request({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('the merchant check runs before schema validation', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/helpCenter?lang=toolong',
      headers: { host: 'unknown.example' },
    });
    expect(json(res).errorCode).toBe('merchant.acct.setup.err');
    const ok = await t.request({
      method: 'GET',
      url: '/wps/system/helpCenter?lang=toolong',
      headers: DEMO,
    });
    expect(json(ok).errorCode).toBe('request.param.err');
  });
});
