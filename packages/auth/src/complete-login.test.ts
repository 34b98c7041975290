import { errorResponse, fakePlatform, okResponse } from '@platform/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeLogin, needsPasswordChange } from './complete-login';
import { readRemembered, writeRemembered } from './remember-storage';
import { restoreRememberedSession } from './restore-remembered';
import { readToken } from './token-storage';
import { isFirstLogin } from './use-sign-in';

const member = { id: 1, account: 'demo', nickname: null, type: 0, regDate: 0, mobile: null };
const result = (over: Record<string, unknown> = {}) => ({
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  id: 1,
  userName: 'demo',
  customerType: 0,
  rememberToken: null,
  rememberExpiresAt: null,
  ...over,
});

function client(respond: (path: string) => Response) {
  return fakePlatform(respond, { getToken: readToken });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('completeLogin', () => {
  it('stores the token, flags first login and a forced change, remembers the name and token, loads the member', async () => {
    const { api } = client(() => okResponse(member));
    const info = await completeLogin(
      api,
      new QueryClient(),
      result({
        firstTimeLogin: true,
        defaultPassword: true,
        rememberToken: 'r1',
        rememberExpiresAt: Date.now() + 5000,
      }),
      {
        remember: { mode: 'username', username: 'demo' },
      },
    );
    expect(info.account).toBe('demo');
    expect(readToken()).toBe('tok');
    expect(isFirstLogin()).toBe(true);
    expect(needsPasswordChange()).toBe(true);
    expect(readRemembered()).toMatchObject({ username: 'demo', token: 'r1' });
  });

  it('never forces a change after an SMS sign-in, and forgets the login when remember me is off', async () => {
    writeRemembered({ mode: 'username', username: 'old', expiresAt: Date.now() + 1000 });
    await completeLogin(
      client(() => okResponse(member)).api,
      new QueryClient(),
      result({ passwordExpired: true }),
      { remember: null, forcesPasswordChange: false },
    );
    expect(needsPasswordChange()).toBe(false);
    expect(readRemembered()).toBeNull();
  });
});

describe('restoreRememberedSession', () => {
  it('signs back in with a live remember token', async () => {
    writeRemembered({
      mode: 'username',
      username: 'demo',
      token: 'r1',
      expiresAt: Date.now() + 1000,
    });
    const { api, calls } = client(() => okResponse(result({ token: 'back' })));
    expect(await restoreRememberedSession(api)).toBe(true);
    expect(readToken()).toBe('back');
    expect(calls.map((c) => c.path)).toContain('/wps/session/login/remember');
  });

  it('drops a refused token and keeps the name', async () => {
    writeRemembered({
      mode: 'username',
      username: 'demo',
      token: 'dead',
      expiresAt: Date.now() + 1000,
    });
    const { api } = client(() => errorResponse('remember.invalid'));
    expect(await restoreRememberedSession(api)).toBe(false);
    expect(readToken()).toBeNull();
    expect(readRemembered()).toMatchObject({ username: 'demo' });
    expect(readRemembered()?.token).toBeUndefined();
  });

  it('does nothing without a remember token', async () => {
    const { api } = client(() => {
      throw new Error('no call expected');
    });
    expect(await restoreRememberedSession(api)).toBe(false);
  });
});
