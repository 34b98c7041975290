import { encryptPayload } from '@platform/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/domain/sessions';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let modulus: string;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
});
afterAll(() => t.close());

async function login(username: string, password: string) {
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  return t.request({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...DEMO, encryption: enc.encryption },
    payload: enc.body,
  });
}

const info = (token?: string) =>
  t.request({
    method: 'GET',
    url: '/wps/member/info',
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
  });

const tokenOf = async (username = 'demoplayer', password = 'Demo1234') => {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  return (json(res).value as { token: string }).token;
};

describe('password sign-in', () => {
  it('issues a 256-bit token that reads the member, first time flagged once', async () => {
    const first = json(await login('demoagent', 'Demo1234')).value as Record<string, unknown>;
    expect(first).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      userName: 'demoagent',
      customerType: 1,
    });
    expect(Buffer.from(first.token as string, 'base64url')).toHaveLength(32);
    const again = json(await login('demoagent', 'Demo1234')).value as Record<string, unknown>;
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(first.token);

    const me = json(await info(first.token as string)).value;
    expect(me).toMatchObject({ account: 'demoagent', type: 1 });
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await login('demoplayer', 'nope-nope');
    const unknown = await login('nobody_here', 'nope-nope');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong).errorCode).toBe('login.cred.err');
  });

  it('refuses a plaintext body: login is an encrypted operation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      headers: DEMO,
      payload: { username: 'demoplayer', password: 'Demo1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('encryption.invalid');
  });
});

describe('session lifetime', () => {
  it('needs a token, and refuses an unknown one', async () => {
    expect(json(await info()).errorCode).toBe('login.not.session');
    const res = await info('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('user.or.token.invalid');
  });

  it('is revoked at logout', async () => {
    const token = await tokenOf();
    const out = await t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: token },
    });
    expect(out.statusCode).toBe(200);
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('user.or.token.invalid');
  });

  it('expires after the idle timeout, and activity keeps it alive until the absolute limit', async () => {
    const idle = await tokenOf();
    now += SESSION_IDLE_MS;
    expect(json(await info(idle)).errorCode).toBe('user.token.expired');

    const busy = await tokenOf();
    const start = now;
    while (now - start < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS / 2) {
      now += SESSION_IDLE_MS / 2;
      expect((await info(busy)).statusCode).toBe(200);
    }
    now = start + SESSION_ABSOLUTE_MS;
    expect(json(await info(busy)).errorCode).toBe('user.token.expired');
  });

  it('is bound to its merchant', async () => {
    const token = await tokenOf();
    const res = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: { merchant: 'other', authorization: token },
    });
    expect(res.statusCode).toBe(400);
  });
});
