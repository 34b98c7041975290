import { describe, expect, it } from 'vitest';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

let c: AccountClient;
let app: TestApp;
let now = ACCOUNTS_START;
// The clients come through a local proxy (trusted here) that names each with X-Forwarded-For.
setUpAccountApp(
  { clock: () => now, ipVerification: false, trustProxy: ['127.0.0.1'] },
  (t, client) => {
    app = t;
    c = client;
  },
);

const sendLogin = async (mobileNo: string, ip = '198.51.100.40') =>
  c.post(
    '/wps/verification/sms/noLogin',
    { countryDialingCode: '65', mobileNo, altcha: await c.altcha() },
    { 'x-forwarded-for': ip },
  );
const smsLogin = (mobileNum: string, verificationCode: string) =>
  c.login({ type: 'sms', countryDialingCode: '65', mobileNum, verificationCode });

describe('SMS codes', () => {
  it('sends six random digits that sign in once and expire after expiredMinutes', async () => {
    const res = await sendLogin('81234567');
    expect(json(res).value).toEqual({ expiredMinutes: 5 });
    const code = await c.lastCode('+6581234567');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await smsLogin('81234567', code);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).value).toMatchObject({
      userName: 'demoplayer',
      passwordExpired: false,
      defaultPassword: false,
    });
    // A used code is refused.
    expect(errorOf(await smsLogin('81234567', code)).errorCode).toBe('sms.code.invalid');

    now += 61_000;
    await sendLogin('81234567');
    const late = await c.lastCode('+6581234567');
    now += 5 * 60_000;
    expect(errorOf(await smsLogin('81234567', late)).errorCode).toBe('sms.code.expired');
  });

  it('refuses a wrong code and a missing one, and kills a code after five wrong tries', async () => {
    await c.patch({ security: { captchaAfterAccountFailures: 50, delayAfterAccountFailures: 50 } });
    now += 10 * 60_000;
    await sendLogin('81234567', '198.51.100.41');
    const code = await c.lastCode('+6581234567');
    expect(errorOf(await smsLogin('81234567', ' ')).errorCode).toBe('sms.code.missing');
    for (let i = 0; i < 5; i++) {
      expect(
        errorOf(await smsLogin('81234567', code === '000000' ? '111111' : '000000')).errorCode,
      ).toBe('sms.code.invalid');
    }
    expect(errorOf(await smsLogin('81234567', code)).errorCode).toBe('sms.code.invalid');
    await c.patch({ security: { captchaAfterAccountFailures: 3, delayAfterAccountFailures: 5 } });
  });

  it('answers alike for a number without an account, and sends it nothing', async () => {
    now += 10 * 60_000;
    const res = await sendLogin('91234567', '198.51.100.42');
    expect(json(res)).toEqual(
      json(
        await (async () => {
          now += 61_000;
          return sendLogin('81234567', '198.51.100.43');
        })(),
      ),
    );
    expect(await c.outboxCount('+6591234567')).toBe(0);
  });

  it('throttles resends and blocks a number for five minutes after too many', async () => {
    now += 60 * 60_000;
    const n = '87654321';
    const send = () =>
      c.post(
        '/wps/verification/sms/register',
        { countryDialingCode: '65', mobileNo: n, altcha: '' },
        { 'x-forwarded-for': '198.51.100.44' },
      );
    const sendOk = async () =>
      c.post(
        '/wps/verification/sms/register',
        { countryDialingCode: '65', mobileNo: n, altcha: await c.altcha() },
        { 'x-forwarded-for': '198.51.100.44' },
      );
    expect(errorOf(await send()).errorCode).toBe('request.param.err');
    expect((await sendOk()).statusCode).toBe(200);
    const soon = await sendOk();
    expect(errorOf(soon)).toMatchObject({ errorCode: 'sms.resend.wait' });
    expect(errorOf(soon).value?.retryAfterSeconds).toBeGreaterThan(0);
    now += 61_000;
    expect((await sendOk()).statusCode).toBe(200);
    now += 61_000;
    expect((await sendOk()).statusCode).toBe(200);
    now += 61_000;
    const blocked = await sendOk();
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toMatchObject({
      errorCode: 'sms.too.many',
      message: 'Too many requests, please retry after 5 minutes',
    });
    now += 4 * 60_000;
    expect(errorOf(await sendOk()).errorCode).toBe('sms.too.many');
    now += 16 * 60_000;
    expect((await sendOk()).statusCode).toBe(200);
  });

  it('refuses an invalid number and a missing or reused human check', async () => {
    const bad = await c.post('/wps/verification/sms/register', {
      countryDialingCode: '65',
      mobileNo: '123',
      altcha: await c.altcha(),
    });
    expect(errorOf(bad)).toMatchObject({ errorCode: 'sms.phone.invalid' });
    now += 60 * 60_000;
    const altcha = await c.altcha();
    expect(
      (
        await c.post('/wps/verification/sms/register', {
          countryDialingCode: '65',
          mobileNo: '82223333',
          altcha,
        })
      ).statusCode,
    ).toBe(200);
    now += 61_000;
    const reused = await c.post('/wps/verification/sms/register', {
      countryDialingCode: '65',
      mobileNo: '82223334',
      altcha,
    });
    expect(errorOf(reused).errorCode).toBe('human.check.failed');
    const forged = await c.post('/wps/verification/sms/register', {
      countryDialingCode: '65',
      mobileNo: '82223334',
      altcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64'),
    });
    expect(errorOf(forged).errorCode).toBe('human.check.failed');
  });

  it('writes the SMS in the language of the request, from the platform catalogs', async () => {
    now += 60 * 60_000;
    const send = async (mobileNo: string, language: string) =>
      c.post(
        '/wps/verification/sms/register',
        { countryDialingCode: '65', mobileNo, altcha: await c.altcha() },
        { 'x-forwarded-for': '198.51.100.45', language },
      );
    const bodyOf = async (to: string) => {
      const url = `/dev/outbox?recipient=${encodeURIComponent(to)}`;
      const res = await app.request({ method: 'GET', url, headers: DEMO });
      return (json(res).value as { body: string }[])[0]?.body ?? '';
    };
    expect((await send('82224441', 'AR')).statusCode).toBe(200);
    expect(await bodyOf('+6582224441')).toMatch(/^.+: رمز التسجيل الخاص بك هو \d{6}\. /);
    now += 61_000;
    expect((await send('82224442', 'CN')).statusCode).toBe(200);
    expect(await bodyOf('+6582224442')).toMatch(/您的注册验证码是 \d{6}，5 分钟内有效/);
    now += 61_000;
    // A language without its own texts (TY shows EN) gets the EN text, with its plural form.
    expect((await send('82224443', 'TY')).statusCode).toBe(200);
    expect(await bodyOf('+6582224443')).toMatch(
      /your registration code is \d{6}\. It expires in 5 minutes\.$/,
    );
  });

  it('is off with its module', async () => {
    await c.patch({ modules: { MOBILEVERCODELOGIN3: false } });
    expect(errorOf(await smsLogin('81234567', '123456')).errorCode).toBe('function.not.available');
    await c.patch({ modules: { MOBILEVERCODELOGIN3: true } });
  });
});
