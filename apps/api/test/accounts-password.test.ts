import { describe, expect, it } from 'vitest';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
setUpAccountApp({ clock: () => now, ipVerification: false }, (app, client) => {
  t = app;
  c = client;
});

const change = (token: string, body: Record<string, unknown>) =>
  c.encrypted('POST', '/wps/member/password', body, { authorization: token });
const tokenIn = (res: { body: string }) => (json(res as never).value as { token: string }).token;

describe('change password', () => {
  it('needs the right old password, the rule, the confirmation; then signs in again and ends other sessions', async () => {
    await c.createMember({ username: 'change01', password: 'Secret123' });
    const token = await c.tokenOf('change01', 'Secret123');
    const other = await c.tokenOf('change01', 'Secret123');
    expect(
      errorOf(await change(token, { newPassword: 'Better123', confirmNewPassword: 'Better123' }))
        .errorCode,
    ).toBe('password.old.invalid');
    expect(
      errorOf(
        await change(token, {
          oldPassword: 'nope',
          newPassword: 'Better123',
          confirmNewPassword: 'Better123',
        }),
      ).errorCode,
    ).toBe('password.old.invalid');
    expect(
      errorOf(
        await change(token, {
          oldPassword: 'Secret123',
          newPassword: 'Better123',
          confirmNewPassword: 'Better124',
        }),
      ).errorCode,
    ).toBe('password.confirm.err');
    expect(
      errorOf(
        await change(token, {
          oldPassword: 'Secret123',
          newPassword: 'bad!',
          confirmNewPassword: 'bad!',
        }),
      ).errorCode,
    ).toBe('password.rule.err');
    expect(
      errorOf(
        await change(token, {
          oldPassword: 'Secret123',
          newPassword: 'Secret123',
          confirmNewPassword: 'Secret123',
        }),
      ).errorCode,
    ).toBe('password.rule.err');
    expect(
      errorOf(
        await change(token, {
          oldPassword: 'Secret123',
          newPassword: 'Aa123456',
          confirmNewPassword: 'Aa123456',
        }),
      ).errorCode,
    ).toBe('password.rule.err');
    const res = await change(token, {
      oldPassword: 'Secret123',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = tokenIn(res);
    expect((await c.info(fresh)).statusCode).toBe(200);
    expect((await c.info(token)).statusCode).toBe(401);
    expect((await c.info(other)).statusCode).toBe(401);
    expect((await c.login({ username: 'change01', password: 'Better123' })).statusCode).toBe(200);
    expect(errorOf(await c.login({ username: 'change01', password: 'Secret123' })).errorCode).toBe(
      'login.cred.err',
    );
  });

  it('skips the old password right after signing in with the weak default', async () => {
    await c.createMember({ username: 'weak01', password: 'Aa123456' });
    const res = await c.login({ username: 'weak01', password: 'Aa123456' });
    expect(json(res).value).toMatchObject({ defaultPassword: true });
    const changed = await change(tokenIn(res), {
      newPassword: 'Mine12345',
      confirmNewPassword: 'Mine12345',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).value).toMatchObject({ defaultPassword: false, passwordExpired: false });
    // A normal session still needs it.
    const normal = await c.tokenOf('weak01', 'Mine12345');
    expect(
      errorOf(await change(normal, { newPassword: 'Other1234', confirmNewPassword: 'Other1234' }))
        .errorCode,
    ).toBe('password.old.invalid');
  });
});

describe('forgot password by e-mail', () => {
  const forgot = async (username: string, email: string) =>
    t.request({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...DEMO, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email, altcha: await c.altcha() }).toString(),
    });

  it('answers alike whether or not the account exists, and mails a single-use temporary password', async () => {
    await c.createMember({
      username: 'forgot01',
      password: 'Secret123',
      email: 'forgot01@example.test',
    });
    const real = await forgot('forgot01', 'FORGOT01@example.test');
    const unknown = await forgot('nobody01', 'nobody01@example.test');
    const mismatch = await forgot('forgot01', 'other@example.test');
    expect(real.statusCode).toBe(200);
    expect(json(real)).toEqual(json(unknown));
    expect(json(real)).toEqual(json(mismatch));
    expect(await c.outboxCount('nobody01@example.test')).toBe(0);
    expect(await c.outboxCount('other@example.test')).toBe(0);
    const outbox = await t.request({
      method: 'GET',
      url: '/dev/outbox?recipient=forgot01@example.test',
      headers: DEMO,
    });
    const mail = (json(outbox).value as { body: string }[])[0]?.body ?? '';
    const temp = /temporary password is (\S+)\./.exec(mail)?.[1] ?? '';
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);
    const res = await c.login({ username: 'forgot01', password: temp });
    expect(json(res).value).toMatchObject({ passwordExpired: true });
    expect(errorOf(await c.login({ username: 'forgot01', password: temp })).errorCode).toBe(
      'login.cred.err',
    );
    // The old password still works: a stranger cannot lock the owner out.
    expect((await c.login({ username: 'forgot01', password: 'Secret123' })).statusCode).toBe(200);
  });

  it('expires the temporary password after 30 minutes', async () => {
    now += 60 * 60_000;
    await c.createMember({
      username: 'forgot02',
      password: 'Secret123',
      email: 'forgot02@example.test',
    });
    await forgot('forgot02', 'forgot02@example.test');
    const outbox = await t.request({
      method: 'GET',
      url: '/dev/outbox?recipient=forgot02@example.test',
      headers: DEMO,
    });
    const temp =
      /temporary password is (\S+)\./.exec(
        (json(outbox).value as { body: string }[])[0]?.body ?? '',
      )?.[1] ?? '';
    now += 31 * 60_000;
    expect(errorOf(await c.login({ username: 'forgot02', password: temp })).errorCode).toBe(
      'login.cred.err',
    );
  });
});

describe('forgot password by phone', () => {
  it('sets the new password with the SMS code and signs in; a made-up number gets the same answers', async () => {
    now += 60 * 60_000;
    await c.createMember({
      username: 'phone01',
      password: 'Secret123',
      countryDialingCode: '65',
      mobileNum: '83330001',
    });
    const send = async (mobileNo: string) =>
      c.post('/wps/member/password/sms', {
        countryDialingCode: '65',
        mobileNo,
        altcha: await c.altcha(),
      });
    const a = await send('83330001');
    const b = await send('83330002');
    expect(json(a)).toEqual(json(b));
    expect(await c.outboxCount('+6583330002')).toBe(0);
    const code = await c.lastCode('+6583330001');
    const reset = (mobileNum: string, verificationCode: string, newPassword = 'Fresh1234') =>
      c.encrypted('POST', '/wps/member/password/verification', {
        countryDialingCode: '65',
        mobileNum,
        verificationCode,
        newPassword,
      });
    expect(errorOf(await reset('83330002', code)).errorCode).toBe('sms.code.invalid');
    expect(errorOf(await reset('83330001', code, 'x')).errorCode).toBe('password.rule.err');
    const res = await reset('83330001', code);
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.info(tokenIn(res))).statusCode).toBe(200);
    expect(errorOf(await reset('83330001', code, 'Again1234')).errorCode).toBe('sms.code.invalid');
    expect((await c.login({ username: 'phone01', password: 'Fresh1234' })).statusCode).toBe(200);
  });
});
