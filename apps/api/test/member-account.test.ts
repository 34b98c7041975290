// My account (security centre): the profile as the merchant allows it, avatars, binding a
// mobile number and an e-mail address with a code, Google Authenticator (set up, then asked
// for at sign-in and for security changes), the sign-in history and "sign out my other
// sessions". Every response is checked against the contract; another member's data is never
// reachable.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { hashPassword } from '../src/domain/accounts';
import { describeDevice } from '../src/domain/member-account';
import { openSession } from '../src/domain/sessions';
import { totpAt } from '../src/domain/sign-in';
import { accountClient } from './helpers/accounts';
import { makeJpeg } from './helpers/images';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: ReturnType<typeof accountClient>;
let now = Date.UTC(2026, 10, 25, 10, 0, 0);
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  c = accountClient(t);
});
afterAll(() => t.close());

const PASSWORD = 'Secret123';

function call(
  method: string,
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.request({
    method,
    url,
    headers: { ...DEMO, ...headers, ...(token ? { authorization: token } : {}) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** A member with a known password (for the encrypted sign-in). */
async function member(username: string, values: Partial<typeof members.$inferInsert> = {}) {
  const m = await createMember(t.database.db, username, { now });
  const [row] = await t.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(PASSWORD), ...values })
    .where(eq(members.id, m.member.id))
    .returning();
  return { ...m, member: row ?? m.member };
}

/** A member registered under an agent (the upline is set once, when the member is made). */
async function memberUnder(username: string, upline: typeof members.$inferSelect) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      merchantId: upline.merchantId,
      username,
      passwordHash: await hashPassword(PASSWORD),
      type: 0,
      parentId: upline.id,
    })
    .returning();
  if (!row) throw new Error('member not created');
  return { member: row, token: await openSession(t.database.db, row, 'password', now) };
}

/** Merges keys into the demo merchant's account settings. */
async function accountSettings(patch: Record<string, unknown>) {
  const [row] = await t.database.db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  const settings = (row?.settings ?? {}) as Record<string, unknown>;
  const account = { ...((settings.account as object | undefined) ?? {}), ...patch };
  await t.database.db
    .update(merchants)
    .set({ settings: { ...settings, account } })
    .where(eq(merchants.code, 'demo'));
  configCache(t.database.db).invalidate();
}

type Field = { name: string; value: string | null; editable: boolean };
const fieldsOf = (res: Awaited<ReturnType<typeof call>>) =>
  Object.fromEntries(
    ((json(res).value as { fields: Field[] }).fields ?? []).map((f) => [f.name, f]),
  ) as Record<string, Field>;

describe('profile', () => {
  it('shows the specification labels and changes what the merchant lets members change', async () => {
    const agent = await member('acc_upline', { type: 1 });
    const m = await memberUnder('acc_profile', agent.member);
    const fields = fieldsOf(await call('GET', '/wps/member/info/profile', m.token));
    expect(Object.keys(fields)).toEqual([
      'nickname',
      'payeeName',
      'telegram',
      'zalo',
      'birthday',
      'referrer',
      'address',
      'nationality',
      'occupation',
      'sourceOfIncome',
    ]);
    expect(fields.referrer).toEqual({ name: 'referrer', value: 'acc_upline', editable: false });
    const saved = await call('POST', '/wps/member/info', m.token, {
      nickname: ' Lucky ',
      telegram: 'lucky_player',
      zalo: '+84 912 345 678',
      birthday: '1990-05-17',
      address: '12 Harbour Road',
      nationality: 'sg',
      occupation: 'Engineer',
      sourceOfIncome: 'salary',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = fieldsOf(saved);
    expect(after.nickname?.value).toBe('Lucky');
    expect(after.telegram?.value).toBe('@lucky_player');
    expect(after.nationality?.value).toBe('SG');
    expect(after.sourceOfIncome?.value).toBe('salary');
    // Clearing one field keeps the others (and what registration stored).
    const cleared = fieldsOf(await call('POST', '/wps/member/info', m.token, { address: '' }));
    expect(cleared.address?.value).toBeNull();
    expect(cleared.occupation?.value).toBe('Engineer');
    const info = json(await call('GET', '/wps/member/info', m.token)).value as {
      nickname: string;
    };
    expect(info.nickname).toBe('Lucky');
  });

  it('refuses bad values one field at a time and stores nothing of a refused update', async () => {
    const m = await member('acc_typo');
    const cases: [Record<string, string>, string][] = [
      [{ telegram: 'ab' }, 'telegram'],
      [{ birthday: '1990-02-30' }, 'birthday'],
      [{ birthday: '17/05/1990' }, 'birthday'],
      [{ birthday: '2015-01-01' }, 'birthday'],
      [{ nationality: 'S1' }, 'nationality'],
      [{ sourceOfIncome: 'lottery' }, 'sourceOfIncome'],
      [{ nickname: 'a'.repeat(21) }, 'nickname'],
      [{ payeeName: 'J0hn' }, 'payeeName'],
      [{ address: 'line\u0007two' }, 'address'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/wps/member/info', m.token, { occupation: 'Pilot', ...body });
      expect(json(res), JSON.stringify(body)).toMatchObject({
        errorCode: 'profile.field.invalid',
        value: { field },
      });
    }
    const fields = fieldsOf(await call('GET', '/wps/member/info/profile', m.token));
    expect(fields.occupation?.value).toBeNull();
    expect(json(await call('POST', '/wps/member/info', m.token, { referrer: 'x' }))).toMatchObject({
      errorCode: 'profile.field.readonly',
      value: { field: 'referrer' },
    });
  });

  it('sets the full name once; afterwards it cannot change', async () => {
    const m = await member('acc_payee');
    const set = fieldsOf(
      await call('POST', '/wps/member/info', m.token, { payeeName: 'Tan  Ah Kow' }),
    );
    expect(set.payeeName).toEqual({ name: 'payeeName', value: 'Tan Ah Kow', editable: false });
    const again = await call('POST', '/wps/member/info', m.token, { payeeName: 'Someone Else' });
    expect(json(again).errorCode).toBe('profile.payee.fixed');
    const same = await call('POST', '/wps/member/info', m.token, { payeeName: 'Tan Ah Kow' });
    expect(same.statusCode).toBe(200);
  });

  it("follows the merchant's settings: hidden fields are left out, read-only ones refused", async () => {
    const m = await member('acc_modes');
    await accountSettings({ profileFields: { zalo: 'hidden', occupation: 'readonly' } });
    try {
      const fields = fieldsOf(await call('GET', '/wps/member/info/profile', m.token));
      expect(fields.zalo).toBeUndefined();
      expect(fields.occupation?.editable).toBe(false);
      for (const field of ['zalo', 'occupation']) {
        expect(
          json(await call('POST', '/wps/member/info', m.token, { [field]: 'abc' })),
        ).toMatchObject({
          errorCode: 'profile.field.readonly',
          value: { field },
        });
      }
    } finally {
      await accountSettings({ profileFields: {} });
    }
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('avatar', () => {
  it('starts at preset 0, takes a preset, then one upload at a time', async () => {
    const m = await member('acc_avatar');
    type Avatar = { avatar: string; avatarType: string; url: string; presets: unknown[] };
    const first = json(await call('GET', '/wps/member/info/icon', m.token)).value as Avatar;
    expect(first).toMatchObject({ avatar: '0', avatarType: 'STATIC' });
    expect(first.presets).toHaveLength(12);
    const preset = json(await call('PUT', '/wps/member/info/icon', m.token, { avatar: '5' }))
      .value as Avatar;
    expect(preset).toMatchObject({
      avatar: '5',
      avatarType: 'STATIC',
      url: '/cdn/avatars/preset-5.svg',
    });
    const svg = await t.request({ method: 'GET', url: preset.url });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const png = json(
      await call('PUT', '/wps/member/info/icon', m.token, { image: PNG.toString('base64') }),
    ).value as Avatar;
    expect(png).toMatchObject({ avatar: 'upload', avatarType: 'UPLOAD' });
    expect(png.url).toMatch(/^\/cdn\/avatars\/[A-Za-z0-9_-]{32}\.png$/);
    const served = await t.request({ method: 'GET', url: png.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The picture as stored: decoded and encoded afresh (uploads.test.ts), the same 1 x 1 pixel.
    const stored = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const sent = await sharp(PNG).raw().toBuffer({ resolveWithObject: true });
    expect([stored.info.width, stored.info.height]).toEqual([1, 1]);
    expect(stored.data.equals(sent.data)).toBe(true);
    const info = json(await call('GET', '/wps/member/info', m.token)).value as {
      avatarUrl: string;
    };
    expect(info.avatarUrl).toBe(png.url);
    // A new upload replaces the old one: its address stops working.
    const jpg = json(
      await call('PUT', '/wps/member/info/icon', m.token, {
        image: (await makeJpeg()).toString('base64'),
      }),
    ).value as Avatar;
    expect(jpg.url).toMatch(/\.jpg$/);
    expect((await t.request({ method: 'GET', url: png.url })).statusCode).toBe(404);
    // The key's extension must match what is stored.
    expect(
      (await t.request({ method: 'GET', url: jpg.url.replace('.jpg', '.png') })).statusCode,
    ).toBe(404);
    await call('PUT', '/wps/member/info/icon', m.token, { avatar: '2' });
    expect((await t.request({ method: 'GET', url: jpg.url })).statusCode).toBe(404);
  });

  it('checks uploads by content and size, and presets by number', async () => {
    const m = await member('acc_avatar_bad');
    const cases: [object, string][] = [
      [{ image: Buffer.from('<svg onload=alert(1)>').toString('base64') }, 'avatar.invalid'],
      [{ image: 'not base64 !!' }, 'avatar.invalid'],
      [{ avatar: '12' }, 'avatar.invalid'],
      [{ avatar: 'x' }, 'avatar.invalid'],
      [{}, 'avatar.invalid'],
      [{ avatar: '1', image: PNG.toString('base64') }, 'avatar.invalid'],
      [
        { image: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64') },
        'avatar.too.large',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await call('PUT', '/wps/member/info/icon', m.token, body);
      expect(json(res).errorCode, JSON.stringify(body).slice(0, 60)).toBe(code);
    }
    const still = json(await call('GET', '/wps/member/info/icon', m.token)).value;
    expect(still).toMatchObject({ avatar: '0', avatarType: 'STATIC' });
    expect((await t.request({ method: 'GET', url: '/cdn/avatars/preset-40.svg' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: '/cdn/avatars/..%2Fsecret.png' })).statusCode,
    ).toBe(400);
  });
});

describe('contacts', () => {
  it('binds and changes the mobile number with the code sent to it', async () => {
    const m = await member('acc_phone');
    const send = await call('POST', '/wps/verification/sms/bind', m.token, {
      countryDialingCode: '65',
      mobileNum: '91110001',
    });
    expect(send.statusCode, send.body).toBe(200);
    const code = await c.lastCode('+6591110001');
    const wrong = await call('PUT', '/wps/member/mobile', m.token, {
      countryDialingCode: '65',
      mobileNum: '91110001',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(json(wrong).errorCode).toBe('sms.code.invalid');
    const bound = await call('PUT', '/wps/member/mobile', m.token, {
      countryDialingCode: '65',
      mobileNum: '91110001',
      verificationCode: code,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(json(bound).value).toMatchObject({ mobile: '****0001', countryDialingCode: '65' });
    // Another member cannot take the number, nor use a code sent for someone else.
    const other = await member('acc_phone_b');
    const taken = await call('POST', '/wps/verification/sms/bind', other.token, {
      countryDialingCode: '65',
      mobileNum: '91110001',
    });
    expect(json(taken).errorCode).toBe('exists.mobile.err');
    now += 61_000;
    await call('POST', '/wps/verification/sms/bind', m.token, {
      countryDialingCode: '65',
      mobileNum: '91110002',
    });
    const forA = await c.lastCode('+6591110002');
    const stolen = await call('PUT', '/wps/member/mobile', other.token, {
      countryDialingCode: '65',
      mobileNum: '91110002',
      verificationCode: forA,
    });
    expect(json(stolen).errorCode).toBe('sms.code.invalid');
    const changed = await call('PUT', '/wps/member/mobile', m.token, {
      countryDialingCode: '65',
      mobileNum: '91110002',
      verificationCode: forA,
    });
    expect(json(changed).value).toMatchObject({ mobile: '****0002' });
    const bad = await call('POST', '/wps/verification/sms/bind', m.token, {
      countryDialingCode: '65',
      mobileNum: '12',
    });
    expect(json(bad).errorCode).toBe('sms.phone.invalid');
  });

  it('binds an e-mail address with the code sent to it', async () => {
    const m = await member('acc_mail');
    const invalid = await call('POST', '/wps/verification/email/bind', m.token, { email: 'nope' });
    expect(json(invalid)).toMatchObject({
      errorCode: 'profile.field.invalid',
      value: { field: 'email' },
    });
    await call('POST', '/wps/verification/email/bind', m.token, { email: 'Lucky@Example.com' });
    const code = await c.lastCode('lucky@example.com');
    const bound = await call('PUT', '/wps/member/email', m.token, {
      email: 'lucky@example.com',
      verificationCode: code,
    });
    expect(json(bound).value).toMatchObject({ email: 'lu***@example.com' });
    // A code is good once.
    const reused = await call('PUT', '/wps/member/email', m.token, {
      email: 'lucky@example.com',
      verificationCode: code,
    });
    expect(json(reused).errorCode).toBe('sms.code.invalid');
  });
});

describe('Google Authenticator', () => {
  it('is set up with a code, then asked for at sign-in and for security changes', async () => {
    await member('acc_totp');
    const token = await c.tokenOf('acc_totp', PASSWORD);
    const setup = json(await call('POST', '/wps/member/googleAuth/setup', token)).value as {
      secret: string;
      otpauthUri: string;
    };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/[^:]+:acc_totp\?/);
    const wrong = await call('PUT', '/wps/member/googleAuth', token, { code: '123' });
    expect(json(wrong).errorCode).toBe('googleauth.code.invalid');
    const on = await call('PUT', '/wps/member/googleAuth', token, {
      code: totpAt(setup.secret, now),
    });
    expect(json(on).value).toMatchObject({ googleAuth: true, googleAuthRequiredFor: ['login'] });
    expect(json(await call('POST', '/wps/member/googleAuth/setup', token)).errorCode).toBe(
      'googleauth.exists',
    );

    // Sign-in now has a second step, with the Google code only.
    const first = await c.login({ username: 'acc_totp', password: PASSWORD });
    expect(json(first)).toMatchObject({
      errorCode: 'login_verify_required',
      value: { methods: ['google'], reason: 'two_factor' },
    });
    const ticket = (json(first).value as { ticket: string }).ticket;
    const viaSms = await c.encrypted('POST', '/wps/session/login/verification', {
      ticket,
      method: 'sms',
      answer: '000000',
    });
    expect(json(viaSms).errorCode).toBe('login.verify.invalid');
    const second = await c.login({ username: 'acc_totp', password: PASSWORD });
    const verified = await c.encrypted('POST', '/wps/session/login/verification', {
      ticket: (json(second).value as { ticket: string }).ticket,
      method: 'google',
      answer: totpAt(setup.secret, now),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Where the merchant also asks for it: binding a number needs the code.
    await accountSettings({ googleAuthRequiredFor: ['security'] });
    try {
      expect((await c.login({ username: 'acc_totp', password: PASSWORD })).statusCode).toBe(200);
      await call('POST', '/wps/verification/sms/bind', token, {
        countryDialingCode: '65',
        mobileNum: '91110009',
      });
      const code = await c.lastCode('+6591110009');
      const body = { countryDialingCode: '65', mobileNum: '91110009', verificationCode: code };
      expect(json(await call('PUT', '/wps/member/mobile', token, body)).errorCode).toBe(
        'googleauth.required',
      );
      const withCode = await call('PUT', '/wps/member/mobile', token, {
        ...body,
        googleCode: totpAt(setup.secret, now),
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
    } finally {
      await accountSettings({ googleAuthRequiredFor: ['login'] });
    }

    const off = await call('POST', '/wps/member/googleAuth/disable', token, {
      code: totpAt(setup.secret, now),
    });
    expect(json(off).value).toMatchObject({ googleAuth: false });
    expect((await c.login({ username: 'acc_totp', password: PASSWORD })).statusCode).toBe(200);
    expect(
      json(await call('POST', '/wps/member/googleAuth/disable', token, { code: '000000' }))
        .errorCode,
    ).toBe('googleauth.not.enabled');
  });

  it('refuses a confirmation without a set-up, or after it went stale, and counts wrong codes', async () => {
    const m = await member('acc_totp_bad');
    expect(
      json(await call('PUT', '/wps/member/googleAuth', m.token, { code: '123456' })).errorCode,
    ).toBe('googleauth.not.started');
    const setup = json(await call('POST', '/wps/member/googleAuth/setup', m.token)).value as {
      secret: string;
    };
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = String((Number(totpAt(setup.secret, now)) + 1 + i) % 1_000_000).padStart(
        6,
        '0',
      );
      codes.push(
        String(
          json(await call('PUT', '/wps/member/googleAuth', m.token, { code: guess })).errorCode,
        ),
      );
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('googleauth.code.invalid'));
    expect(codes[5]).toBe('too.many.requests');
  });
});

describe('sign-in history and other sessions', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('lists sign-ins with device and IP, and signs out the other sessions only', async () => {
    await member('acc_history');
    const desk = await c.tokenOf('acc_history', PASSWORD);
    now += 1000;
    const phoneRes = await c.login(
      { username: 'acc_history', password: PASSWORD },
      { 'user-agent': IPHONE },
    );
    const phone = (json(phoneRes).value as { token: string }).token;
    now += 1000;
    const here = (
      json(await c.login({ username: 'acc_history', password: PASSWORD }, { 'user-agent': CHROME }))
        .value as { token: string }
    ).token;
    type Page = {
      content: {
        device: string | null;
        ip: string;
        current: boolean;
        active: boolean;
        method: string;
      }[];
      totalElements: number;
    };
    const page = json(await call('GET', '/wps/member/loginHistory?size=2', here)).value as Page;
    // Three sign-ins, and the session the test opened the member with.
    expect(page.totalElements).toBe(4);
    expect(page.content).toHaveLength(2);
    expect(page.content[0]).toMatchObject({
      device: 'Chrome · Windows',
      ip: '127.0.0.1',
      current: true,
      active: true,
      method: 'password',
    });
    expect(page.content[1]).toMatchObject({ device: 'Safari · iOS', current: false, active: true });
    const out = await call('POST', '/wps/session/logout/others', here);
    expect(json(out).value).toEqual({ signedOut: 3 });
    expect((await call('GET', '/wps/member/info', desk)).statusCode).toBe(401);
    expect((await call('GET', '/wps/member/info', phone)).statusCode).toBe(401);
    expect((await call('GET', '/wps/member/info', here)).statusCode).toBe(200);
    const after = json(await call('GET', '/wps/member/loginHistory', here)).value as Page;
    expect(after.content.map((e) => e.active)).toEqual([true, false, false, false]);
    const tooBig = await call('GET', '/wps/member/loginHistory?size=1000', here);
    expect(json(tooBig).errorCode).toBe('request.param.err');
  });

  it("never shows one member another's sign-ins, profile, avatar or contacts", async () => {
    const a = await member('acc_iso_a', {
      nickname: 'Alpha',
      email: 'alpha@example.com',
      avatar: '3',
    });
    const b = await member('acc_iso_b');
    const history = json(await call('GET', '/wps/member/loginHistory', b.token)).value as {
      content: { id: number }[];
    };
    const mine = json(await call('GET', '/wps/member/loginHistory', a.token)).value as {
      content: { id: number }[];
    };
    const aSession = mine.content[0];
    expect(aSession).toBeDefined();
    expect(history.content.map((e) => e.id)).not.toContain(aSession?.id);
    const profile = JSON.stringify(json(await call('GET', '/wps/member/info/profile', b.token)));
    expect(profile).not.toContain('Alpha');
    const security = JSON.stringify(json(await call('GET', '/wps/member/securityCenter', b.token)));
    expect(security).not.toContain('alpha');
    expect(json(await call('GET', '/wps/member/info/icon', b.token)).value).toMatchObject({
      avatar: '0',
    });
    // Unknown body fields naming another member are ignored.
    await call('POST', '/wps/member/info', b.token, { nickname: 'Bee', memberId: a.member.id });
    expect(
      (json(await call('GET', '/wps/member/info', a.token)).value as { nickname: string }).nickname,
    ).toBe('Alpha');
  });

  it('refuses trial accounts and anonymous callers', async () => {
    const trial = await createMember(t.database.db, 'acc_trial', { type: 4, now });
    for (const [method, url, body] of [
      ['GET', '/wps/member/info/profile', undefined],
      ['POST', '/wps/member/info', { nickname: 'x' }],
      ['GET', '/wps/member/info/icon', undefined],
      ['PUT', '/wps/member/info/icon', { avatar: '1' }],
      ['GET', '/wps/member/securityCenter', undefined],
      ['POST', '/wps/verification/sms/bind', { countryDialingCode: '65', mobileNum: '91110003' }],
      ['POST', '/wps/verification/email/bind', { email: 'a@b.cd' }],
      [
        'PUT',
        '/wps/member/mobile',
        { countryDialingCode: '65', mobileNum: '91110003', verificationCode: '1' },
      ],
      ['PUT', '/wps/member/email', { email: 'a@b.cd', verificationCode: '1' }],
      ['POST', '/wps/member/googleAuth/setup', undefined],
      ['PUT', '/wps/member/googleAuth', { code: '1' }],
      ['POST', '/wps/member/googleAuth/disable', { code: '1' }],
      ['GET', '/wps/member/loginHistory', undefined],
      ['POST', '/wps/session/logout/others', undefined],
    ] as const) {
      expect(json(await call(method, url, trial.token, body)).errorCode, url).toBe(
        'in_need_true_account',
      );
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
    }
  });
});

describe('device names', () => {
  it('names common browsers and systems', () => {
    expect(describeDevice(null)).toBeNull();
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      describeDevice('Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'),
    ).toBe('Firefox · Android');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
