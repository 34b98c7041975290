import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../src/domain/sign-in';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
// The clients come through a local proxy (trusted here) that names each with X-Forwarded-For.
setUpAccountApp({ clock: () => now, trustProxy: ['127.0.0.1'] }, (app, client) => {
  t = app;
  c = client;
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
type Challenge = { ticket: string; methods: string[]; mobile: string | null; email: string | null };

describe('IP verification', () => {
  // These members have Google Authenticator: required at sign-in it would be the only way in.
  beforeAll(async () => {
    await c.patch({ googleAuthRequiredFor: [] });
  });
  afterAll(async () => {
    await c.patch({ googleAuthRequiredFor: ['login'] });
  });
  const verifier = async (username: string, extra: Record<string, unknown> = {}) => {
    await c.createMember({
      username,
      password: 'Secret123',
      email: `${username}@example.test`,
      countryDialingCode: '65',
      mobileNum: '84440001',
      payeeName: 'Tan Ah Kow',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      knownIps: ['198.51.100.60'],
      ...extra,
    });
    const res = await c.login(
      { username, password: 'Secret123', rememberMe: true },
      from('198.51.100.61'),
    );
    expect(errorOf(res).errorCode).toBe('login_verify_required');
    return errorOf(res).value as unknown as Challenge;
  };
  const answer = (ticket: string, method: string, value: string, ip = '198.51.100.61') =>
    c.encrypted(
      'POST',
      '/wps/session/login/verification',
      { ticket, method, answer: value },
      from(ip),
    );

  it('registers the first IP, lets a known IP in, and challenges a new one', async () => {
    await c.createMember({ username: 'ipfirst', password: 'Secret123', email: 'a@example.test' });
    expect(
      (await c.login({ username: 'ipfirst', password: 'Secret123' }, from('198.51.100.50')))
        .statusCode,
    ).toBe(200);
    expect(
      (await c.login({ username: 'ipfirst', password: 'Secret123' }, from('198.51.100.50')))
        .statusCode,
    ).toBe(200);
    expect(
      errorOf(await c.login({ username: 'ipfirst', password: 'Secret123' }, from('198.51.100.51')))
        .errorCode,
    ).toBe('login_verify_required');
    const challenge = await verifier('ipuser1');
    expect(challenge).toMatchObject({
      methods: ['sms', 'email', 'bank', 'google'],
      mobile: '****0001',
      email: 'ip***@example.test',
    });
  });

  it('accepts an SMS code and then knows the IP', async () => {
    const { ticket } = await verifier('ipuser2', { mobileNum: '84440002' });
    const sent = await c.post(
      '/wps/session/login/verification/code',
      { ticket, method: 'sms' },
      from('198.51.100.61'),
    );
    expect(json(sent).value).toEqual({ expiredMinutes: 5 });
    const code = await c.lastCode('+6584440002');
    expect(
      errorOf(await answer(ticket, 'sms', '000000' === code ? '111111' : '000000')).errorCode,
    ).toBe('sms.code.invalid');
    const res = await answer(ticket, 'sms', code);
    expect(res.statusCode, res.body).toBe(200);
    expect((json(res).value as { rememberToken: string | null }).rememberToken).toBeTruthy();
    expect(errorOf(await answer(ticket, 'sms', code)).errorCode).toBe('login.verify.invalid');
    expect(
      (await c.login({ username: 'ipuser2', password: 'Secret123' }, from('198.51.100.61')))
        .statusCode,
    ).toBe(200);
  });

  it('accepts an e-mail code, the bank account name or a Google code; refuses another IP and too many tries', async () => {
    now += 61_000;
    const a = await verifier('ipuser3', { mobileNum: '84440003' });
    await c.post(
      '/wps/session/login/verification/code',
      { ticket: a.ticket, method: 'email' },
      from('198.51.100.61'),
    );
    expect(
      (await answer(a.ticket, 'email', await c.lastCode('ipuser3@example.test'))).statusCode,
    ).toBe(200);

    const b = await verifier('ipuser4', { mobileNum: '84440004' });
    expect(errorOf(await answer(b.ticket, 'bank', 'Someone Else')).errorCode).toBe(
      'login.verify.invalid',
    );
    expect((await answer(b.ticket, 'bank', '  tan ah  KOW ')).statusCode).toBe(200);

    const d = await verifier('ipuser5', { mobileNum: '84440005' });
    expect(
      errorOf(await answer(d.ticket, 'google', totpAt('JBSWY3DPEHPK3PXP', now), '198.51.100.99'))
        .errorCode,
    ).toBe('login.verify.invalid');
    expect((await answer(d.ticket, 'google', totpAt('JBSWY3DPEHPK3PXP', now))).statusCode).toBe(
      200,
    );

    const e = await verifier('ipuser6', { mobileNum: '84440006' });
    for (let i = 0; i < 5; i++) await answer(e.ticket, 'bank', 'wrong');
    expect(errorOf(await answer(e.ticket, 'bank', 'Tan Ah Kow')).errorCode).toBe(
      'login.verify.invalid',
    );
  });

  it('is off with LOGINIPVERF3', async () => {
    await c.patch({ modules: { LOGINIPVERF3: false } });
    await c.createMember({
      username: 'ipuser7',
      password: 'Secret123',
      email: 'x@example.test',
      knownIps: ['198.51.100.60'],
    });
    expect(
      (await c.login({ username: 'ipuser7', password: 'Secret123' }, from('198.51.100.70')))
        .statusCode,
    ).toBe(200);
    await c.patch({ modules: { LOGINIPVERF3: true } });
  });
});

describe('free play', () => {
  it('opens a trial (type 4) session that member info reports', async () => {
    const res = await c.post('/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      altcha: await c.altcha(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value as { token: string; customerType: number };
    expect(value.customerType).toBe(4);
    expect(json(await c.info(value.token)).value).toMatchObject({ type: 4 });
    expect(
      errorOf(await c.post('/wps/session/login/freeplay', { platform: 'W', altcha: 'x' }))
        .errorCode,
    ).toBe('human.check.failed');
  });
});

describe('account settings and social sign-in', () => {
  it('lists the two providers with their authorize URLs and the minimum age', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/setting/account',
      headers: DEMO,
    });
    const value = json(res).value as {
      minAge: number;
      socialProviders: { provider: string; authorizeUrl: string }[];
    };
    expect(value.minAge).toBe(18);
    expect(value.socialProviders.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(value.socialProviders[0]?.authorizeUrl).toMatch(
      /^\/oauth-test\/authorize\?client_id=demo&response_type=code/,
    );
  });

  it('runs the local provider end to end with PKCE, once per code, creating the account on first use', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://127.0.0.1:5173/oauth/callback/google';
    const page = await t.request({
      method: 'GET',
      url: `/oauth-test/authorize?client_id=demo&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(redirectUri)}&state=s1&code_challenge=${challenge}&code_challenge_method=S256`,
    });
    expect(page.body).toContain('<form method="post"');
    const consent = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/oauth-test/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: 'demo',
          redirect_uri: redirectUri,
          state: 's1',
          code_challenge: challenge,
          email: 'social@example.test',
          name: 'Social Sam',
        }).toString(),
      });
      const url = /url=([^"]+)"/.exec(res.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const parsed = new URL(url);
      expect(parsed.searchParams.get('state')).toBe('s1');
      return parsed.searchParams.get('code') ?? '';
    };
    const social = (code: string, v = verifier, provider = 'google') =>
      c.post('/wps/session/login/social', { provider, code, redirectUri, codeVerifier: v });
    const code = await consent();
    expect(errorOf(await social(code, randomBytes(32).toString('base64url'))).errorCode).toBe(
      'social.login.failed',
    );
    const code2 = await consent();
    const first = await social(code2);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).value).toMatchObject({ firstTimeLogin: true, customerType: 0 });
    expect(errorOf(await social(code2)).errorCode).toBe('social.login.failed');
    const second = await social(await consent());
    expect(json(second).value).toMatchObject({
      firstTimeLogin: false,
      id: (json(first).value as { id: number }).id,
    });
    expect(errorOf(await social(await consent(), verifier, 'twitter')).errorCode).toBe(
      'social.login.failed',
    );
  });
});
