import { describe, expect, it } from 'vitest';
import {
  type AccountClient,
  ACCOUNTS_START,
  type Body,
  errorOf,
  setUpAccountApp,
} from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
setUpAccountApp({ clock: () => now, captchaText: () => 'ABCD' }, (app, client) => {
  t = app;
  c = client;
});

async function register(fields: Body, mode: 'username' | 'mobile' = 'username') {
  const cookie = await c.captchaCookie();
  const url = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return c.encrypted(
    'PUT',
    url,
    { captcha: 'ABCD', altcha: await c.altcha(), registerMethod: 'WEB', login: true, ...fields },
    { cookie },
  );
}

const base = (username: string, mobile: string): Body => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  countryDialingCode: '65',
  mobileNum: mobile,
});

describe('registration by username', () => {
  it('creates the account and signs it in', async () => {
    const res = await register({
      ...base('newbie01', '81110001'),
      email: 'newbie01@example.test',
      payeeName: 'New Bie',
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value as { token: string; firstTimeLogin: boolean; userName: string };
    expect(value).toMatchObject({ userName: 'newbie01', firstTimeLogin: true, customerType: 0 });
    expect(json(await c.info(value.token)).value).toMatchObject({
      account: 'newbie01',
      mobile: '****0001',
    });
    expect((await c.login({ username: 'newbie01', password: 'Secret123' })).statusCode).toBe(200);
  });

  it('checks every field against the server rules', async () => {
    const cases: [Body, string, string][] = [
      [{ username: '1abc' }, 'register.field.invalid', 'username'],
      [{ username: 'ab' }, 'register.field.invalid', 'username'],
      [{ password: 'short', confirmPassword: 'short' }, 'register.field.invalid', 'password'],
      [{ confirmPassword: 'Other123' }, 'password.confirm.err', ''],
      [{ email: 'not-an-email' }, 'register.field.invalid', 'email'],
      [{ payeeName: 'Name 123' }, 'register.field.invalid', 'payeeName'],
      [{ mobileNum: '123' }, 'sms.phone.invalid', ''],
      [{ mobileNum: undefined }, 'sms.phone.invalid', ''],
    ];
    for (const [change, code, field] of cases) {
      const res = await register({ ...base('rules01', '81110002'), ...change });
      expect(errorOf(res).errorCode, JSON.stringify(change)).toBe(code);
      if (field) expect(errorOf(res).value?.field).toBe(field);
    }
  });

  it('refuses a taken username, a wrong captcha and a bad affiliate code; links a good one', async () => {
    await c.createMember({ username: 'takenname', password: 'Secret123' });
    expect(errorOf(await register(base('takenname', '81110003'))).errorCode).toBe(
      'exists.username.err',
    );
    expect(
      errorOf(await register({ ...base('capt02', '81110003'), captcha: 'WXYZ' })).errorCode,
    ).toBe('captcha.invalid');
    expect(
      errorOf(await register({ ...base('aff01', '81110003'), affiliateCode: 'NOPE' })),
    ).toMatchObject({
      errorCode: 'affiliate.invalid',
      message: 'Invalid invitation code',
    });
    expect(
      (await register({ ...base('aff01', '81110003'), affiliateCode: 'royal2026' })).statusCode,
    ).toBe(200);
  });

  it('checks affiliate codes on their own', async () => {
    const good = await t.request({
      method: 'GET',
      url: '/wps/agent/affiliate?code=ROYAL2026&domain=localhost',
      headers: DEMO,
    });
    expect(json(good).value).toEqual({ code: 'ROYAL2026', valid: true });
    const bad = await t.request({
      method: 'GET',
      url: '/wps/agent/affiliate?code=NOPE',
      headers: DEMO,
    });
    expect(errorOf(bad).errorCode).toBe('affiliate.invalid');
  });

  it('needs a fresh human check', async () => {
    const cookie = await c.captchaCookie();
    const res = await c.encrypted(
      'PUT',
      '/wps/member/register',
      { ...base('bot01', '81110004'), captcha: 'ABCD', altcha: 'eyJ9' },
      { cookie },
    );
    expect(errorOf(res).errorCode).toBe('human.check.failed');
  });
});

describe('registration by mobile number', () => {
  const sendCode = async (mobileNo: string) =>
    c.post('/wps/verification/sms/register', {
      countryDialingCode: '65',
      mobileNo,
      altcha: await c.altcha(),
    });

  it('uses the SMS code once and makes the number the username', async () => {
    await sendCode('82220001');
    const code = await c.lastCode('+6582220001');
    const fields = {
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '65',
      mobileNum: '82220001',
      verificationCode: code,
    };
    const res = await register(fields, 'mobile');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ userName: '82220001' });
    now += 61_000;
    const again = await register({ ...fields, mobileNum: '82220001' }, 'mobile');
    expect(errorOf(again).errorCode).toBe('sms.code.invalid');
  });

  it('refuses a wrong code and a number already registered', async () => {
    now += 61_000;
    await sendCode('82220002');
    const wrong = await register(
      {
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '65',
        mobileNum: '82220002',
        verificationCode: '000000',
      },
      'mobile',
    );
    expect(['sms.code.invalid']).toContain(errorOf(wrong).errorCode);
    now += 61_000;
    await sendCode('81234567');
    const code = await c.lastCode('+6581234567');
    const taken = await register(
      {
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '65',
        mobileNum: '81234567',
        verificationCode: code,
      },
      'mobile',
    );
    expect(errorOf(taken).errorCode).toBe('exists.mobile.err');
  });

  it('asks no password when MOBILENUMPASSREG3 is off, and is off with MOBILENUMREG3', async () => {
    await c.patch({ modules: { MOBILENUMPASSREG3: false } });
    now += 61_000;
    await sendCode('82220003');
    const code = await c.lastCode('+6582220003');
    const res = await register(
      {
        countryDialingCode: '65',
        mobileNum: '82220003',
        verificationCode: code,
        password: '',
        confirmPassword: '',
      },
      'mobile',
    );
    expect(res.statusCode, res.body).toBe(200);
    await c.patch({ modules: { MOBILENUMPASSREG3: true, MOBILENUMREG3: false } });
    expect(
      errorOf(
        await register(
          {
            countryDialingCode: '65',
            mobileNum: '82220004',
            password: 'Secret123',
            confirmPassword: 'Secret123',
          },
          'mobile',
        ),
      ).errorCode,
    ).toBe('function.not.available');
    await c.patch({ modules: { MOBILENUMREG3: true } });
  });
});
