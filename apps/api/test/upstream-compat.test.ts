// Upstream clients, replayed as they ship (../../shared/spec/upstream-api.md §3, §4, §6.2):
// no Merchant header (the site's domain names the merchant), `?t=` cache busters, the
// desktop and mobile header sets (X-Real-UA, X-Digest, X-RSA), and legacy fields the
// platform does not know (`uuId`), which are ignored rather than refused.
import { encryptPayload } from '@platform/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** Header sets as the shipped clients send them: no Merchant, the site's own host. */
const CLIENTS = {
  desktop: {
    host: 'www.royal-demo.test',
    device: 'web',
    language: 'EN',
    'x-gateway-version': '3',
    accept: 'application/json, text/plain, */*',
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
  },
  mobile: {
    host: 'royal-demo.test:443',
    device: 'mobile',
    language: 'ZH',
    'x-gateway-version': '3',
    'x-real-ua': Buffer.from(UA).toString('base64'),
    'user-agent': UA,
  },
} as const;

describe.each(Object.entries(CLIENTS))('the %s client, unchanged', (name, headers) => {
  it('fetches the key without a Merchant header, signs in with legacy fields, reads its account', async () => {
    const key = await t.request({
      method: 'GET',
      url: `/wps/session/key/rsa?t=${Date.UTC(2026, 10, 23)}`,
      headers,
    });
    expect(key.statusCode, key.body).toBe(200);
    expect(key.body).toMatch(/^[0-9a-f]{256}$/i);

    const enc = encryptPayload(
      {
        username: 'demoplayer',
        password: 'Demo1234',
        type: 'username',
        loginDeviceId: '3b241101-e2bb-4255-8caf-4136c566a962',
        uuId: 1732345678901,
      },
      key.body,
    );
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: {
        ...headers,
        'content-type': 'application/json;charset=UTF-8',
        encryption: enc.encryption,
        ...(name === 'mobile' && { 'x-digest': enc.body.value, 'x-rsa': enc.encryption }),
      },
      payload: enc.body,
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = (json(login).value as { token: string }).token;

    const info = await t.request({
      method: 'GET',
      url: `/wps/member/info?t=${Date.now()}`,
      headers: { ...headers, authorization: token },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(json(info).value).toMatchObject({ account: 'demoplayer' });
  });
});

describe('unknown body fields', () => {
  it('are ignored on plain bodies, while wrong types and missing fields are still refused', async () => {
    const base = { ...CLIENTS.desktop };
    const extra = await t.request({
      method: 'PUT',
      url: '/wps/feedback',
      headers: base,
      payload: {
        questionType: 'DEPOSIT',
        content: 'My deposit has not arrived after an hour.',
        uuId: 1,
        clientVersion: { build: 7 },
      },
    });
    expect(extra.statusCode, extra.body).toBe(200);

    const wrongType = await t.request({
      method: 'PUT',
      url: '/wps/feedback',
      headers: base,
      payload: { questionType: 'DEPOSIT', content: 42, uuId: 1 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType)).toMatchObject({ errorCode: 'request.param.err' });
    expect(json(wrongType).message).toMatch(/content/);

    const missing = await t.request({
      method: 'PUT',
      url: '/wps/feedback',
      headers: base,
      payload: { questionType: 'DEPOSIT', uuId: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toMatch(/"content" is required/);
  });

  it('are ignored inside encrypted bodies too, but a missing password is refused', async () => {
    const modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
      .body;
    const enc = encryptPayload({ username: 'demoplayer', uuId: 5 }, modulus);
    const res = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...DEMO, encryption: enc.encryption },
      payload: enc.body,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/"password" is required/);
  });
});

describe('no Merchant header and no known domain', () => {
  it('answers merchant-missing', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/session/key/rsa?t=1',
      headers: { ...CLIENTS.desktop, host: 'elsewhere.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('merchant.acct.setup.err');
  });
});
