import { ApiError } from '@platform/api-client';
import { fakePlatform, okResponse } from '@platform/api-client/testing';
import { memberKeys } from '@platform/api-client/queries/member';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, type IpChallenge, readAuthDialog } from './auth-dialogs';
import { needsPasswordChange } from './complete-login';
import {
  codeTarget,
  ipChallengeOf,
  openIpVerificationFor,
  sendsCode,
  VERIFY_REQUIRED_CODE,
} from './ip-verification';
import { answerIpChallenge, sendIpCode } from './ip-verification.mutations';
import { readRemembered, writeRemembered } from './remember-storage';
import { readToken } from './token-storage';

const challenge: IpChallenge = {
  ticket: 't-1',
  methods: ['sms', 'email', 'bank'],
  mobile: '9***5678',
  email: 'a***@example.test',
};
const member = { id: 7, account: 'agent7', nickname: null, type: 1, regDate: 0, mobile: null };
const loginResult = {
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: true,
  defaultPassword: false,
  id: 7,
  userName: 'agent7',
  customerType: 1,
  rememberToken: 'r7',
  rememberExpiresAt: Date.now() + 60_000,
};
/** A platform that answers by path (null where nothing is given) and records each call. */
function client(answers: Record<string, unknown>) {
  return fakePlatform(
    (path) => okResponse(answers[Object.keys(answers).find((p) => path.endsWith(p)) ?? ''] ?? null),
    { getToken: readToken },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  closeAuthDialog();
});

describe('ipChallengeOf', () => {
  it('reads the challenge of login_verify_required and nothing else', () => {
    expect(
      ipChallengeOf(
        new ApiError({ kind: 'api', errorCode: VERIFY_REQUIRED_CODE, value: challenge }),
      ),
    ).toEqual(challenge);
    expect(ipChallengeOf(new ApiError({ kind: 'api', errorCode: 'login.not.agent' }))).toBeNull();
    expect(ipChallengeOf(new Error(VERIFY_REQUIRED_CODE))).toBeNull();
    expect(ipChallengeOf(null)).toBeNull();
  });
});

describe('openIpVerificationFor', () => {
  it('opens the dialog with the challenge and how to finish, and says it did', () => {
    const error = new ApiError({ kind: 'api', errorCode: VERIFY_REQUIRED_CODE, value: challenge });
    const remember = { mode: 'username' as const, username: 'agent7' };
    expect(openIpVerificationFor(error, { remember, forcesPasswordChange: true })).toBe(true);
    expect(readAuthDialog()).toEqual({
      kind: 'ip-verification',
      challenge,
      remember,
      forcesPasswordChange: true,
    });
  });

  it('leaves other failures to the form', () => {
    expect(
      openIpVerificationFor(new ApiError({ kind: 'api', errorCode: 'login.cred.err' }), {
        remember: null,
        forcesPasswordChange: true,
      }),
    ).toBe(false);
    expect(readAuthDialog()).toBeNull();
  });
});

describe('methods', () => {
  it('SMS and e-mail send a code, to the masked target the server gave', () => {
    expect(challenge.methods.filter(sendsCode)).toEqual(['sms', 'email']);
    expect(codeTarget(challenge, 'sms')).toBe('9***5678');
    expect(codeTarget(challenge, 'email')).toBe('a***@example.test');
    expect(codeTarget(challenge, 'bank')).toBeNull();
    expect(codeTarget({ ...challenge, email: null }, 'email')).toBeNull();
  });
});

describe('sendIpCode', () => {
  it('sends the ticket and method, and counts down the minutes the code lives', async () => {
    const { api, calls } = client({
      '/wps/session/login/verification/code': { expiredMinutes: 5 },
    });
    expect(await sendIpCode(api, 't-1', 'email')).toBe(300);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/session/login/verification/code',
        body: { ticket: 't-1', method: 'email' },
      },
    ]);
  });
});

describe('answerIpChallenge', () => {
  it('completes the sign-in: token, remembered login, forced change, member info cached', async () => {
    writeRemembered({ mode: 'username', username: 'old', expiresAt: Date.now() + 1000 });
    const { api, calls } = client({
      '/wps/session/login/verification': loginResult,
      '/wps/member/info': member,
    });
    const queryClient = new QueryClient();
    const info = await answerIpChallenge(
      api,
      queryClient,
      { challenge, remember: { mode: 'username', username: 'agent7' }, forcesPasswordChange: true },
      'bank',
      '  Ip Tester ',
    );
    expect(info.account).toBe('agent7');
    expect(readToken()).toBe('tok');
    expect(needsPasswordChange()).toBe(true);
    expect(readRemembered()).toMatchObject({ username: 'agent7', token: 'r7' });
    expect(queryClient.getQueryData(memberKeys.info())).toEqual(member);
    expect(calls.map((c) => c.path)).toContain('/wps/member/info');
  });

  it('never forces a change after an SMS sign-in, and forgets the login when remember me was off', async () => {
    writeRemembered({ mode: 'username', username: 'old', expiresAt: Date.now() + 1000 });
    const { api } = client({
      '/wps/session/login/verification': loginResult,
      '/wps/member/info': member,
    });
    await answerIpChallenge(
      api,
      new QueryClient(),
      { challenge, remember: null, forcesPasswordChange: false },
      'sms',
      '123456',
    );
    expect(needsPasswordChange()).toBe(false);
    expect(readRemembered()).toBeNull();
  });
});
