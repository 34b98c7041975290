import { createHash, generateKeyPairSync } from 'node:crypto';
import { createPlatformClient } from '@platform/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postLogin } from './use-login';

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const MODULUS = Buffer.from(publicKey.export({ format: 'jwk' }).n ?? '', 'base64url').toString('hex');
const salt = 'abc?expires=9999999999';
const CHALLENGE = { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}7`).digest('hex'), maxnumber: 50, salt, signature: 's' };
const LOGIN = { token: 't', firstTimeLogin: false, passwordExpired: false, id: 1, userName: 'demo', customerType: 0 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value, message: null, errorCode: null });
const humanCheckFailed = () => json({ success: false, value: null, message: 'The human verification failed', errorCode: 'human.check.failed' }, 400);

/** A platform whose login answers `login()`; records the calls in order. */
function platform(settings: boolean[], login: (call: number) => Response) {
  const calls: string[] = [];
  let logins = 0;
  let settingsRead = 0;
  const api = createPlatformClient({
    baseUrl: 'http://api.test',
    merchant: 'demo',
    getToken: () => null,
    fetch: async (req) => {
      const path = new URL(req.url).pathname;
      calls.push(path);
      if (path.endsWith('/rsa')) return new Response(MODULUS, { headers: { 'content-type': 'text/plain' } });
      if (path.endsWith('/setting/account')) {
        const on = settings[Math.min(settingsRead++, settings.length - 1)];
        return ok({ minAge: 18, socialProviders: [], loginHumanCheck: on });
      }
      if (path.endsWith('/captcha/altcha')) return ok(CHALLENGE);
      if (path.endsWith('/session/login')) return login(logins++);
      return json({}, 404);
    },
  });
  return { api, calls: () => calls.filter((p) => !p.endsWith('/rsa')).map((p) => p.replace(/^\/wps\//, '')) };
}

const body = { type: 'username', username: 'demo', password: 'pw' } as const;

describe('postLogin (bot check of the username path)', () => {
  it('solves the human check before posting when the site asks for it', async () => {
    const { api, calls } = platform([true], () => ok(LOGIN));
    await expect(postLogin(api, new QueryClient(), body)).resolves.toMatchObject({ token: 't' });
    expect(calls()).toEqual(['system/setting/account', 'captcha/altcha', 'session/login']);
  });

  it('posts straight away when the check is off', async () => {
    const { api, calls } = platform([false], () => ok(LOGIN));
    await postLogin(api, new QueryClient(), body);
    expect(calls()).toEqual(['system/setting/account', 'session/login']);
  });

  it('answers a refusal once more with the check when the site switched it on since', async () => {
    const { api, calls } = platform([false, true], (n) => (n === 0 ? humanCheckFailed() : ok(LOGIN)));
    await expect(postLogin(api, new QueryClient(), body)).resolves.toMatchObject({ token: 't' });
    expect(calls()).toEqual(['system/setting/account', 'session/login', 'system/setting/account', 'captcha/altcha', 'session/login']);
  });

  it('passes the refusal on when the check is still off (no loop)', async () => {
    const { api, calls } = platform([false], () => humanCheckFailed());
    await expect(postLogin(api, new QueryClient(), body)).rejects.toMatchObject({ errorCode: 'human.check.failed' });
    expect(calls().filter((c) => c === 'session/login')).toHaveLength(1);
  });

  it('never runs the check on the SMS path', async () => {
    const { api, calls } = platform([true], () => ok(LOGIN));
    await postLogin(api, new QueryClient(), { type: 'sms', countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' });
    expect(calls()).toEqual(['session/login']);
  });
});
