// Registration with a Firebase phone token: real RS256 tokens signed here, their JWKS served
// by a local HTTP server on 127.0.0.1 (the merchant's jwksUrl points at it).
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAgeMs } from '../src/domain/registration';
import { accountClient, type Body, errorOf } from './helpers/accounts';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

const PROJECT = 'demo-phone-project';
let t: TestApp;
let c: ReturnType<typeof accountClient>;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
let server: Server;
let jwksUrl = '';
let jwksFetches = 0;

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const signing = pair();
const stranger = pair();
const rotated = pair();
/** The keys the JWKS server publishes, by kid. */
const published = new Map<string, KeyObject>([['key-1', signing.publicKey]]);

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function sign(claims: Body, options: { kid?: string; key?: KeyObject; alg?: string } = {}): string {
  const head = b64({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' });
  const body = b64(claims);
  const signature = createSign('RSA-SHA256')
    .update(`${head}.${body}`)
    .sign(options.key ?? signing.privateKey);
  return `${head}.${body}.${signature.toString('base64url')}`;
}

/** Claims of a fresh phone sign-in for `phone` (E.164). */
const claims = (phone: string, change: Body = {}): Body => {
  const seconds = Math.floor(now / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: seconds - 30,
    iat: seconds - 30,
    exp: seconds + 3600,
    sub: `uid-${phone}`,
    user_id: `uid-${phone}`,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
    ...change,
  };
};

const firebaseSettings = () => ({
  projectId: PROJECT,
  apiKey: 'AIza-test-key',
  authDomain: `${PROJECT}.firebaseapp.com`,
  appId: '1:123:web:abc',
  jwksUrl,
});

beforeAll(async () => {
  server = createServer((_req, res) => {
    jwksFetches++;
    const keys = [...published].map(([kid, key]) => ({
      ...key.export({ format: 'jwk' }),
      kid,
      alg: 'RS256',
      use: 'sig',
    }));
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  t = await createTestApp({ clock: () => now, captchaText: () => 'ABCD' });
  c = accountClient(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function register(mobileNum: string, token: string | undefined, extra: Body = {}) {
  const cookie = await c.captchaCookie();
  const fields: Body = {
    password: 'Secret123',
    confirmPassword: 'Secret123',
    countryDialingCode: '65',
    mobileNum,
    captcha: 'ABCD',
    altcha: await c.altcha(),
    registerMethod: 'WEB',
    login: true,
    ...(token === undefined ? {} : { firebaseChannel: 'sms', firebaseIdToken: token }),
    ...extra,
  };
  return c.encrypted('PUT', '/wps/member/register/mobile', fields, { cookie });
}

const settings = async () =>
  json(await t.request({ method: 'GET', url: '/wps/system/setting/account', headers: DEMO }))
    .value as Body;

describe('Firebase phone verification not configured (the default)', () => {
  it('is absent from the public settings and refuses a token', async () => {
    expect(await settings()).not.toHaveProperty('firebase');
    const res = await register('83330001', sign(claims('+6583330001')));
    expect(errorOf(res).errorCode).toBe('function.not.available');
  });
});

describe('Firebase phone verification configured', () => {
  beforeAll(async () => {
    const res = await c.patch({ firebase: firebaseSettings() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('publishes only the public web config', async () => {
    expect((await settings()).firebase).toEqual({
      projectId: PROJECT,
      apiKey: 'AIza-test-key',
      authDomain: `${PROJECT}.firebaseapp.com`,
      appId: '1:123:web:abc',
    });
  });

  it('registers and signs in with a valid token instead of the SMS code', async () => {
    const res = await register('83330002', sign(claims('+6583330002')));
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value as { token: string; userName: string };
    expect(value.userName).toBe('83330002');
    expect(json(await c.info(value.token)).value).toMatchObject({ account: '83330002' });
    expect((await c.login({ username: '83330002', password: 'Secret123' })).statusCode).toBe(200);
  });

  it('refuses a token used before (replay), even for another registration attempt', async () => {
    const token = sign(claims('+6583330003'));
    expect((await register('83330003', token)).statusCode).toBe(200);
    expect(errorOf(await register('83330003', token)).errorCode).toBe('firebase.token.invalid');
  });

  it('refuses wrong audience, issuer, expiry, times, subject, provider and signature', async () => {
    const phone = '+6583330004';
    const seconds = Math.floor(now / 1000);
    const bad: [string, string][] = [
      ['audience', sign(claims(phone, { aud: 'other-project' }))],
      ['issuer', sign(claims(phone, { iss: 'https://securetoken.google.com/other-project' }))],
      ['expired', sign(claims(phone, { exp: seconds - 1 }))],
      ['issued in the future', sign(claims(phone, { iat: seconds + 600 }))],
      ['auth_time in the future', sign(claims(phone, { auth_time: seconds + 600 }))],
      ['empty subject', sign(claims(phone, { sub: '' }))],
      ['not a phone sign-in', sign(claims(phone, { firebase: { sign_in_provider: 'password' } }))],
      ['other phone number', sign(claims('+6583339999'))],
      ['bad signature', sign(claims(phone), { key: stranger.privateKey })],
      [
        'tampered payload',
        (() => {
          const [h, , s] = sign(claims('+6583339999')).split('.');
          return `${h}.${b64(claims(phone))}.${s}`;
        })(),
      ],
      ['alg none', `${b64({ alg: 'none', kid: 'key-1' })}.${b64(claims(phone))}.`],
      ['alg HS256', sign(claims(phone), { alg: 'HS256' })],
      ['unknown kid', sign(claims(phone), { kid: 'key-404', key: stranger.privateKey })],
      ['not a JWT', 'not-a-token'],
    ];
    for (const [label, token] of bad) {
      const res = await register('83330004', token);
      expect(errorOf(res).errorCode, label).toBe('firebase.token.invalid');
    }
    // A small clock difference is allowed.
    expect(
      (
        await register(
          '83330004',
          sign(claims(phone, { iat: seconds + 20, auth_time: seconds + 20 })),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('needs the channel and the number with the token; without a token the SMS code is still required', async () => {
    const token = sign(claims('+6583330005'));
    expect(
      errorOf(await register('83330005', undefined, { firebaseIdToken: token })).errorCode,
    ).toBe('firebase.token.invalid');
    expect(
      errorOf(await register('83330005', undefined, { firebaseChannel: 'sms' })).errorCode,
    ).toBe('firebase.token.invalid');
    expect(errorOf(await register('83330005', undefined)).errorCode).toBe('sms.code.missing');
  });

  it('caches the JWKS and refetches it when a token names an unknown key', async () => {
    const before = jwksFetches;
    expect((await register('83330006', sign(claims('+6583330006')))).statusCode).toBe(200);
    expect(jwksFetches).toBe(before);
    published.set('key-2', rotated.publicKey);
    now += 31_000;
    const res = await register(
      '83330007',
      sign(claims('+6583330007'), { kid: 'key-2', key: rotated.privateKey }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(jwksFetches).toBe(before + 1);
  });

  it('reads max-age from Cache-Control', () => {
    expect(maxAgeMs('public, max-age=19204, must-revalidate, no-transform')).toBe(19_204_000);
    expect(maxAgeMs('no-store')).toBe(0);
    expect(maxAgeMs(null)).toBe(60_000);
  });

  it('is switched off again with null', async () => {
    expect((await c.patch({ firebase: null })).statusCode).toBe(200);
    expect(await settings()).not.toHaveProperty('firebase');
    expect(errorOf(await register('83330008', sign(claims('+6583330008')))).errorCode).toBe(
      'function.not.available',
    );
  });
});
