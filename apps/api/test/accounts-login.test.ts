import { describe, expect, it } from 'vitest';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
setUpAccountApp(
  // The clients come through a local proxy (trusted here) that names each with X-Forwarded-For.
  {
    clock: () => now,
    captchaText: () => 'ABCD',
    ipVerification: false,
    trustProxy: ['127.0.0.1'],
  },
  (app, client) => {
    t = app;
    c = client;
  },
);

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('password sign-in', () => {
  it('issues a new token at every sign-in', async () => {
    const a = await c.tokenOf('demoplayer', 'Demo1234');
    const b = await c.tokenOf('demoplayer', 'Demo1234');
    expect(a).not.toBe(b);
    expect((await c.info(a)).statusCode).toBe(200);
    expect((await c.info(b)).statusCode).toBe(200);
  });

  it('requires the bot check on the username path when the site switches it on, and each solution works once', async () => {
    const settings = async () =>
      json(
        await t.request({
          method: 'GET',
          url: '/wps/system/setting/account',
          headers: { merchant: 'demo' },
        }),
      ).value as { loginHumanCheck: boolean };
    expect((await settings()).loginHumanCheck).toBe(false);
    await c.patch({ security: { loginHumanCheck: true } });
    try {
      expect((await settings()).loginHumanCheck).toBe(true);
      const ip = from('198.51.100.30');
      // Without it, refused before the password is looked at: the same answer for a wrong password.
      const missing = await c.login({ username: 'demoplayer', password: 'Demo1234' }, ip);
      expect(errorOf(missing).errorCode).toBe('human.check.failed');
      expect(
        errorOf(await c.login({ username: 'demoplayer', password: 'nope' }, ip)).errorCode,
      ).toBe('human.check.failed');
      const altcha = await c.altcha();
      expect(
        (await c.login({ username: 'demoplayer', password: 'Demo1234', altcha }, ip)).statusCode,
      ).toBe(200);
      const replay = await c.login({ username: 'demoplayer', password: 'Demo1234', altcha }, ip);
      expect(errorOf(replay).errorCode).toBe('human.check.failed');
      // The SMS path has its own check (when the code is requested), none here.
      const sms = await c.login(
        {
          type: 'sms',
          countryDialingCode: '84',
          mobileNum: '912000111',
          verificationCode: '000000',
        },
        ip,
      );
      expect(errorOf(sms).errorCode).not.toBe('human.check.failed');
    } finally {
      await c.patch({ security: { loginHumanCheck: false } });
    }
  });

  it('asks for a captcha after repeated failures of one account, and checks it', async () => {
    await c.createMember({ username: 'capt01', password: 'Secret123' });
    const ip = from('198.51.100.21');
    for (let i = 0; i < 3; i++) {
      const res = await c.login({ username: 'capt01', password: 'wrong-one' }, ip);
      expect(errorOf(res).errorCode).toBe('login.cred.err');
      expect(errorOf(res).value?.captcha).toBe(i >= 2);
    }
    const noCaptcha = await c.login({ username: 'capt01', password: 'Secret123' }, ip);
    expect(errorOf(noCaptcha)).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const cookie = await c.captchaCookie();
    const wrong = await c.login(
      { username: 'capt01', password: 'Secret123', captcha: 'ZZZZ' },
      { ...ip, cookie },
    );
    expect(errorOf(wrong).errorCode).toBe('captcha.invalid');
    const cookie2 = await c.captchaCookie();
    const good = await c.login(
      { username: 'capt01', password: 'Secret123', captcha: 'abcd' },
      { ...ip, cookie: cookie2 },
    );
    expect(good.statusCode).toBe(200);
    // A success clears the account's failures: no captcha next time.
    expect((await c.login({ username: 'capt01', password: 'Secret123' }, ip)).statusCode).toBe(200);
  });

  it('asks for a captcha after repeated failures from one IP, across account names', async () => {
    await c.patch({ security: { captchaAfterIpFailures: 4 } });
    const ip = from('198.51.100.22');
    for (let i = 0; i < 4; i++) await c.login({ username: `nobody${i}`, password: 'x' }, ip);
    const res = await c.login({ username: 'demoplayer', password: 'Demo1234' }, ip);
    expect(errorOf(res).errorCode).toBe('captcha.required');
    expect(
      (await c.login({ username: 'demoplayer', password: 'Demo1234' }, from('198.51.100.23')))
        .statusCode,
    ).toBe(200);
    await c.patch({ security: { captchaAfterIpFailures: 20 } });
  });

  it('slows one account down with growing delays, whatever the password', async () => {
    await c.createMember({ username: 'slow01', password: 'Secret123' });
    await c.patch({ security: { captchaAfterAccountFailures: 100, delayAfterAccountFailures: 2 } });
    const ip = from('198.51.100.24');
    await c.login({ username: 'slow01', password: 'bad' }, ip);
    const second = await c.login({ username: 'slow01', password: 'bad' }, ip);
    expect(errorOf(second).value?.retryAfterSeconds).toBe(30);
    const blocked = await c.login({ username: 'slow01', password: 'Secret123' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toMatchObject({
      errorCode: 'login.locked',
      value: { retryAfterSeconds: 30 },
    });
    now += 31_000;
    const third = await c.login({ username: 'slow01', password: 'bad' }, ip);
    expect(errorOf(third).value?.retryAfterSeconds).toBe(60);
    now += 61_000;
    expect((await c.login({ username: 'slow01', password: 'Secret123' }, ip)).statusCode).toBe(200);
    await c.patch({ security: { captchaAfterAccountFailures: 3, delayAfterAccountFailures: 5 } });
  });

  it('brute force: many wrong passwords never sign in and answer alike for a real and a made-up account', async () => {
    await c.patch({
      security: {
        captchaAfterAccountFailures: 1000,
        captchaAfterIpFailures: 1000,
        delayAfterAccountFailures: 5,
      },
    });
    await c.createMember({ username: 'brute01', password: 'Secret123' });
    const attempt = async (username: string, i: number) => {
      const res = await c.login(
        { username, password: `guess${i}` },
        from(`198.51.100.${30 + (i % 50)}`),
      );
      now += 1000;
      return { status: res.statusCode, body: json(res) };
    };
    const real: unknown[] = [];
    const fake: unknown[] = [];
    const start = now;
    for (let i = 0; i < 12; i++) real.push(await attempt('brute01', i));
    now = start;
    for (let i = 0; i < 12; i++) fake.push(await attempt('brute99', i));
    expect(real).toEqual(fake);
    expect(real.every((r) => (r as { status: number }).status !== 200)).toBe(true);
    // Spread over sources, no source reaches its delay: the captcha is what slows such an
    // attack (its thresholds are set out of the way here).
    expect(new Set(real.map((r) => (r as { body: { errorCode: string } }).body.errorCode))).toEqual(
      new Set(['login.cred.err']),
    );
    // The owner is never locked out: the right password gets in.
    const right = await c.login(
      { username: 'brute01', password: 'Secret123' },
      from('198.51.100.99'),
    );
    expect(right.statusCode).toBe(200);
    await c.patch({ security: { captchaAfterAccountFailures: 3, captchaAfterIpFailures: 20 } });
  });

  it('lets agents into the agent console only, and keeps trial accounts out', async () => {
    const refused = await c.login({
      username: 'demoplayer',
      password: 'Demo1234',
      entry: 'agent',
    });
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'login.not.agent',
      message: 'Non-agents cannot log in',
    });
    expect(
      (await c.login({ username: 'demoagent', password: 'Demo1234', entry: 'agent' })).statusCode,
    ).toBe(200);
    expect((await c.login({ username: 'demoagent', password: 'Demo1234' })).statusCode).toBe(200);
    await c.createMember({ username: 'trial01', password: 'Secret123', type: 4 });
    const trial = await c.login({ username: 'trial01', password: 'Secret123' });
    expect(errorOf(trial)).toMatchObject({
      errorCode: 'login.not.member',
      message: 'Non-member account unable to login',
    });
  });

  it('flags the weak default password and an expired one', async () => {
    const weak = json(await c.login({ username: 'demonewbie', password: 'Aa123456' }))
      .value as Record<string, unknown>;
    expect(weak).toMatchObject({ defaultPassword: true, passwordExpired: false });
    await c.createMember({ username: 'old01', password: 'Secret123', passwordAgeDays: 120 });
    const old = json(await c.login({ username: 'old01', password: 'Secret123' })).value as Record<
      string,
      unknown
    >;
    expect(old).toMatchObject({ defaultPassword: false, passwordExpired: true });
    await c.patch({ modules: { PWDEXPFORCECHANGE3: false } });
    const off = json(await c.login({ username: 'old01', password: 'Secret123' })).value as Record<
      string,
      unknown
    >;
    expect(off.passwordExpired).toBe(false);
    await c.patch({ modules: { PWDEXPFORCECHANGE3: true } });
  });
});
