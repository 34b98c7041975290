import { createHash } from 'node:crypto';
import { errorResponse, fakePlatform, okResponse } from '@platform/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postLogin } from './login.mutations';

const salt = 'abc?expires=9999999999';
const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}7`).digest('hex'),
  maxnumber: 50,
  salt,
  signature: 's',
};
const LOGIN = {
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  id: 1,
  userName: 'demo',
  customerType: 0,
};
const humanCheckFailed = () =>
  errorResponse('human.check.failed', { message: 'The human verification failed' });

/** A platform whose login answers `login(n)` and whose settings answer `settings` in turn. */
function platform(settings: boolean[], login: (call: number) => Response) {
  let logins = 0;
  let settingsRead = 0;
  const { api, calls } = fakePlatform((path) => {
    if (path.endsWith('/setting/account')) {
      const on = settings[Math.min(settingsRead++, settings.length - 1)];
      return okResponse({ minAge: 18, socialProviders: [], loginHumanCheck: on });
    }
    if (path.endsWith('/captcha/altcha')) return okResponse(CHALLENGE);
    if (path.endsWith('/session/login')) return login(logins++);
    return errorResponse('not.found', { status: 404 });
  });
  return { api, calls: () => calls.map((c) => c.path.replace(/^\/wps\//, '')) };
}

const body = { type: 'username', username: 'demo', password: 'pw' } as const;

describe('postLogin (bot check of the username path)', () => {
  it('solves the human check before posting when the site asks for it', async () => {
    const { api, calls } = platform([true], () => okResponse(LOGIN));
    await expect(postLogin(api, new QueryClient(), body)).resolves.toMatchObject({ token: 't' });
    expect(calls()).toEqual(['system/setting/account', 'captcha/altcha', 'session/login']);
  });

  it('posts straight away when the check is off', async () => {
    const { api, calls } = platform([false], () => okResponse(LOGIN));
    await postLogin(api, new QueryClient(), body);
    expect(calls()).toEqual(['system/setting/account', 'session/login']);
  });

  it('answers a refusal once more with the check when the site switched it on since', async () => {
    const { api, calls } = platform([false, true], (n) =>
      n === 0 ? humanCheckFailed() : okResponse(LOGIN),
    );
    await expect(postLogin(api, new QueryClient(), body)).resolves.toMatchObject({ token: 't' });
    expect(calls()).toEqual([
      'system/setting/account',
      'session/login',
      'system/setting/account',
      'captcha/altcha',
      'session/login',
    ]);
  });

  it('passes the refusal on when the check is still off (no loop)', async () => {
    const { api, calls } = platform([false], () => humanCheckFailed());
    await expect(postLogin(api, new QueryClient(), body)).rejects.toMatchObject({
      errorCode: 'human.check.failed',
    });
    expect(calls().filter((c) => c === 'session/login')).toHaveLength(1);
  });

  it('never runs the check on the SMS path', async () => {
    const { api, calls } = platform([true], () => okResponse(LOGIN));
    await postLogin(api, new QueryClient(), {
      type: 'sms',
      countryDialingCode: '84',
      mobileNum: '912345678',
      verificationCode: '123456',
    });
    expect(calls()).toEqual(['session/login']);
  });
});
