// Account security (ASVS level 2): failed sign-ins slow and challenge the attacker but never
// lock the owner out; parallel guesses get no more tries than a sequence; wrong old passwords
// on change password and wrong payment passwords are limited like sign-in.
import { describe, expect, it } from 'vitest';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { createMember } from './helpers/members';
import { type AltchaChallenge, solveAltcha } from '../src/domain/captcha';
import { DEMO, json, type TestApp } from './helpers/test-app';

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

/** A sign-in attempt with a freshly solved captcha. */
async function withCaptcha(username: string, password: string, ip: string) {
  const cookie = await c.captchaCookie();
  return c.login({ username, password, captcha: 'abcd' }, { ...from(ip), cookie });
}

describe('sign-in never locks the owner out', () => {
  it('an attacker solving every captcha for an hour keeps only his own source waiting', async () => {
    await c.createMember({ username: 'owner01', password: 'Secret123' });
    const attacker = '203.0.113.66';
    const codes = new Map<string, number>();
    // One attempt a minute for an hour, each with a solved captcha.
    for (let i = 0; i < 60; i++) {
      const res = await withCaptcha('owner01', `guess${i}`, attacker);
      const code = errorOf(res).errorCode;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      now += 60_000;
    }
    expect(codes.get('login.locked')).toBeGreaterThan(40);
    // The attacker's wrong guesses were judged only a few times: the delay grows.
    expect(codes.get('login.cred.err')).toBeLessThanOrEqual(15);

    // The owner, from anywhere else, with the right password and a solved captcha: in.
    const owner = await withCaptcha('owner01', 'Secret123', '198.51.100.77');
    expect(owner.statusCode, owner.body).toBe(200);
    // Without the captcha the owner is asked for one, not locked.
    const bare = await c.login(
      { username: 'owner01', password: 'Secret123' },
      from('198.51.100.78'),
    );
    expect([200, 400]).toContain(bare.statusCode);
    if (bare.statusCode === 400) expect(errorOf(bare).errorCode).toBe('captcha.required');
    // The attacker's source still waits.
    const again = await withCaptcha('owner01', 'Secret123', attacker);
    expect(errorOf(again).errorCode).toBe('login.locked');
  });

  it('forty parallel guesses from one source: no more judged than the delay allows', async () => {
    await c.createMember({ username: 'burst01', password: 'Secret123' });
    await c.patch({
      security: { captchaAfterAccountFailures: 1000, captchaAfterIpFailures: 1000 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          c.login({ username: 'burst01', password: `guess${i}` }, from('203.0.113.70')),
        ),
      );
      const judged = answers.filter((r) => errorOf(r).errorCode === 'login.cred.err').length;
      const locked = answers.filter((r) => errorOf(r).errorCode === 'login.locked').length;
      expect(judged + locked).toBe(40);
      // delayAfterAccountFailures is 5: the fifth attempt starts the delay.
      expect(judged).toBeLessThanOrEqual(5);
    } finally {
      await c.patch({ security: { captchaAfterAccountFailures: 3, captchaAfterIpFailures: 20 } });
    }
  });
});

describe('change password', () => {
  it('wrong old passwords are limited like sign-in, in sequence and in parallel', async () => {
    await c.createMember({ username: 'chsec01', password: 'Secret123' });
    const token = await c.tokenOf('chsec01', 'Secret123');
    const change = (oldPassword: string, newPassword = 'Newpass123') =>
      c.encrypted(
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        { authorization: token },
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(`Wrong${i}pass`)),
    );
    const codes = answers.map((r) => errorOf(r).errorCode);
    expect(codes.filter((code) => code === 'password.old.invalid').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'login.locked').length).toBeGreaterThanOrEqual(15);
    // Even the right old password waits until the delay has passed...
    const early = await change('Secret123');
    expect(early.statusCode).toBe(429);
    expect(errorOf(early).value?.retryAfterSeconds).toBeGreaterThan(0);
    // ...and then works.
    now += 16 * 60_000;
    const late = await change('Secret123');
    expect(late.statusCode, late.body).toBe(200);
  });
});

describe('payment password', () => {
  it('parallel wrong answers get no more tries than the limit', async () => {
    const { token } = await createMember(t.database.db, 'paypw01', { now });
    const put = (method: 'PUT' | 'POST', payload: Record<string, string>) =>
      c.encrypted(method, '/wps/member/paymentPassword', payload, { authorization: token });
    const set = await put('PUT', { paymentPassword: '111111', confirmPaymentPassword: '111111' });
    expect(set.statusCode, set.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put('POST', {
          oldPaymentPassword: String(900000 + i),
          paymentPassword: '222222',
          confirmPaymentPassword: '222222',
        }),
      ),
    );
    const codes = answers.map((r) => errorOf(r).errorCode);
    expect(codes.filter((code) => code === 'payment.password.invalid').length).toBeLessThanOrEqual(
      4,
    );
    expect(
      codes.filter((code) => code === 'payment.password.locked').length,
    ).toBeGreaterThanOrEqual(16);
  });
});

describe('forgot password by e-mail', () => {
  it('takes the same time whether or not the name and address match (medians of 100 tries within 20%)', async () => {
    await c.createMember({
      username: 'timing01',
      password: 'Secret123',
      email: 'timing01@example.test',
    });
    const patched = await c.patch({
      security: { smsPerNumber: 1000, smsPerIp: 100_000, humanCheckMaxNumber: 200 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const ask = async (username: string, email: string): Promise<number> => {
      const challenge = await t.request({
        method: 'GET',
        url: '/wps/captcha/altcha',
        headers: DEMO,
      });
      const altcha = await solveAltcha(json(challenge).value as AltchaChallenge);
      const payload = new URLSearchParams({ username, email, altcha }).toString();
      const started = performance.now();
      const res = await t.request({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...DEMO, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      now += 1_000;
      return ms;
    };
    const matching: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < 2; i++) {
      await ask('timing01', 'timing01@example.test');
      await ask(`nobody${i}x`, 'timing01@example.test');
    }
    for (let i = 0; i < 100; i++) {
      // Alternate the order so neither kind always follows the other.
      const pair = [
        async () => matching.push(await ask('timing01', 'TIMING01@example.test')),
        async () =>
          other.push(await ask(i % 2 ? `nobody${i}` : 'timing01', `wrong${i}@example.test`)),
      ];
      if (i % 2) pair.reverse();
      for (const run of pair) await run();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const [a, b] = [median(matching), median(other)];
    process.stdout.write(
      `[forgot timing] median matching ${a.toFixed(1)} ms, not matching ${b.toFixed(1)} ms\n`,
    );
    expect(a / b).toBeGreaterThan(1 / 1.2);
    expect(a / b).toBeLessThan(1.2);
    // The matching ones did send: 102 mails to the member's address.
    expect(await c.outboxCount('timing01@example.test')).toBeGreaterThanOrEqual(100);
  }, 300_000);
});
