import { describe, expect, it } from 'vitest';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
setUpAccountApp({ clock: () => now }, (app, client) => {
  t = app;
  c = client;
});

const remembered = (rememberToken: string, entry?: string) =>
  c.encrypted('POST', '/wps/session/login/remember', {
    rememberToken,
    ...(entry ? { entry } : {}),
  });

describe('remember me', () => {
  it('is issued only when asked, signs back in within a day and not after', async () => {
    const plain = json(await c.login({ username: 'demoplayer', password: 'Demo1234' }))
      .value as Record<string, unknown>;
    expect(plain.rememberToken).toBeNull();
    const res = json(
      await c.login({ username: 'demoplayer', password: 'Demo1234', rememberMe: true }),
    ).value as Record<string, string | number>;
    expect(res.rememberExpiresAt).toBe(now + 24 * 60 * 60_000);
    const token = String(res.rememberToken);
    now += 23 * 60 * 60_000;
    const again = await remembered(token);
    expect(again.statusCode, again.body).toBe(200);
    expect((json(again).value as { token: string }).token).not.toBe(res.token);
    now += 2 * 60 * 60_000;
    expect(errorOf(await remembered(token)).errorCode).toBe('remember.invalid');
  });

  it('is revoked by signing out of a session that carries it', async () => {
    const res = json(
      await c.login({ username: 'demoplayer', password: 'Demo1234', rememberMe: true }),
    ).value as Record<string, string>;
    const back = json(await remembered(String(res.rememberToken))).value as { token: string };
    await t.request({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...DEMO, authorization: back.token },
    });
    expect(errorOf(await remembered(String(res.rememberToken))).errorCode).toBe('remember.invalid');
  });

  it('is revoked when the password changes, and obeys the agent console rule', async () => {
    await c.createMember({ username: 'remember01', password: 'Secret123' });
    const res = json(
      await c.login({ username: 'remember01', password: 'Secret123', rememberMe: true }),
    ).value as Record<string, string>;
    expect(errorOf(await remembered(String(res.rememberToken), 'agent')).errorCode).toBe(
      'login.not.agent',
    );
    const changed = await c.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Secret123', newPassword: 'Other1234', confirmNewPassword: 'Other1234' },
      { authorization: String(res.token) },
    );
    expect(changed.statusCode).toBe(200);
    expect(errorOf(await remembered(String(res.rememberToken))).errorCode).toBe('remember.invalid');
  });

  it('moves with the development clock', async () => {
    const res = json(
      await c.login({ username: 'demoplayer', password: 'Demo1234', rememberMe: true }),
    ).value as Record<string, string>;
    const put = (offsetMs: number) =>
      t.request({ method: 'PUT', url: '/dev/clock', headers: DEMO, payload: { offsetMs } });
    const moved = await put(25 * 60 * 60_000);
    expect(json(moved).value).toEqual({ offsetMs: 25 * 60 * 60_000, now: now + 25 * 60 * 60_000 });
    expect(errorOf(await remembered(String(res.rememberToken))).errorCode).toBe('remember.invalid');
    await put(0);
    expect((await remembered(String(res.rememberToken))).statusCode).toBe(200);
  });
});
