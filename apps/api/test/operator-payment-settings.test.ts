// The console's payment channels and limits, through the operator API: finance (or an owner)
// switches a channel off, reorders the channels and changes their amounts and the withdrawal
// limits; a member's deposit and withdraw settings show the change and the member's deposit and
// withdrawal calls enforce it, at once here and within seconds on another replica. Each change is
// audited before and after. Bad input is refused in the envelope and changes nothing; support,
// content and read-only staff read the settings but cannot change them.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { merchants } from '../src/db/schema/merchants';
import { createMember, type TestMember } from './helpers/members';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, demoCaller, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let owner: string;
let finance: string;
let support: string;
let modulus: string;
let member: TestMember;
let cardId: number;
const call = demoCaller(() => t);
type Res = Awaited<ReturnType<TestApp['request']>>;

interface Channel {
  code: string;
  enabled: boolean;
  min: string;
  max: string;
}
interface Settings {
  currency: string;
  decimals: number;
  depositChannels: (Channel & { type: string; name: string })[];
  withdraw: {
    min: string;
    max: string;
    dailyCount: number;
    channels: (Channel & { name: string })[];
  };
}

const URL = '/operator/settings/payments';
const code = (res: Res) => json(res).errorCode;
const read = async (token = support) => value<Settings>(await staffCall(t, 'GET', URL, token));
/** The settings as a PUT body (what the console sends back). */
const input = (s: Settings) => ({
  depositChannels: s.depositChannels.map(({ code, enabled, min, max }) => ({
    code,
    enabled,
    min,
    max,
  })),
  withdraw: {
    min: s.withdraw.min,
    max: s.withdraw.max,
    dailyCount: s.withdraw.dailyCount,
    channels: s.withdraw.channels.map(({ code, enabled, min, max }) => ({
      code,
      enabled,
      min,
      max,
    })),
  },
});

let keySeq = 0;
const key = () => ({ 'idempotency-key': `pay-settings-${++keySeq}` });
const encrypted = (method: 'POST' | 'PUT', url: string, payload: object) => {
  const enc = encryptPayload(payload as Record<string, unknown>, modulus);
  return call(method, url, member.token, enc.body as object, {
    encryption: enc.encryption,
    ...key(),
  });
};
const deposit = (channel: string, amount: string, app: TestApp = t) =>
  app.request({
    method: 'POST',
    url: `/wps/transaction/deposit/${channel}`,
    headers: { ...demoHeaders(), authorization: member.token, ...key() },
    payload: { amount },
  });
const demoHeaders = () => ({ 'x-merchant-code': 'demo' });
const withdraw = (amount: string, channel?: string) =>
  encrypted('POST', '/wps/transaction/withdraw', {
    amount,
    bankCardId: cardId,
    paymentPassword: '123456',
    ...(channel ? { channel } : {}),
  });
const depositSettings = async (app: TestApp = t) =>
  value<{
    channels: { code: string; minAmount: string; maxAmount: string; quickAmounts: string[] }[];
  }>(
    await app.request({
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      headers: { ...demoHeaders(), authorization: member.token },
    }),
  );

/** Another replica: the same database through its own handle, so its own config cache. */
async function newReplica(): Promise<TestApp> {
  const raw = t.database.raw;
  const otherDb = (raw.kind === 'pglite'
    ? drizzlePglite({ client: raw.client })
    : drizzlePg({ client: raw.pool })) as unknown as Db;
  return wrapApp(
    await buildApp({ ...testLogOptions(), database: { ...t.database, db: otherDb } }),
    t.database,
    async () => undefined,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  owner = (await newSignedInStaff(t, t.database.db, m!.id, 'olga', 'owner')).token;
  finance = (await newSignedInStaff(t, t.database.db, m!.id, 'finn', 'finance')).token;
  support = (await newSignedInStaff(t, t.database.db, m!.id, 'sue', 'support')).token;
  modulus = (await call('GET', '/wps/session/key/rsa')).body;
  member = await createMember(t.database.db, 'pay_settings', { fund: '5000.00' });
  const banks = value<{ code: string }[]>(
    await call('GET', '/wps/system/withdrawBanks', member.token),
  );
  cardId = value<{ id: number }>(
    await encrypted('PUT', '/wps/member/bankCard', {
      bankCode: banks[0]!.code,
      accountName: 'Pay Member',
      accountNumber: '1234 5678 9012',
    }),
  ).id;
  value(
    await encrypted('PUT', '/wps/member/paymentPassword', {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    }),
  );
});
afterAll(() => t.close());

describe('payment channels and limits from the console', () => {
  it('reads the channels in order with their amounts and the withdrawal limits', async () => {
    const s = await read();
    expect(s).toMatchObject({ currency: expect.any(String), decimals: 2 });
    expect(s.depositChannels.map((c) => [c.code, c.type, c.enabled])).toEqual([
      ['pg', 'online', true],
      ['bank', 'bank', true],
    ]);
    expect(s.withdraw).toMatchObject({ dailyCount: expect.any(Number) });
    expect(s.withdraw.channels.map((c) => c.code)).toEqual(['bank']);
  });

  it("changes amounts and order, enforced by the member's deposit at once and on another replica within seconds", async () => {
    const replica = await newReplica();
    try {
      // The replica has the settings cached before the change.
      expect((await depositSettings(replica)).channels.map((c) => c.code)).toEqual(['pg', 'bank']);
      const s = await read(finance);
      const body = input(s);
      body.depositChannels = [
        { ...body.depositChannels[1]!, min: '200.00', max: '20000' },
        { ...body.depositChannels[0]!, min: '25.5', max: '300' },
      ];
      const after = value<Settings>(await staffCall(t, 'PUT', URL, finance, body));
      expect(after.depositChannels.map((c) => [c.code, c.min, c.max])).toEqual([
        ['bank', '200.00', '20000.00'],
        ['pg', '25.50', '300.00'],
      ]);
      expect(await read()).toEqual(after);
      // The member's deposit page: the new order and amounts, quick amounts out of range gone.
      const shown = await depositSettings();
      expect(shown.channels.map((c) => [c.code, c.minAmount, c.maxAmount])).toEqual([
        ['bank', '200.00', '20000.00'],
        ['pg', '25.50', '300.00'],
      ]);
      expect(shown.channels[1]!.quickAmounts).toEqual(['100.00']);
      // The deposit call enforces the new range.
      expect(code(await deposit('pg', '25.49'))).toBe('amount.out.of.range');
      expect(code(await deposit('pg', '300.01'))).toBe('amount.out.of.range');
      value(await deposit('pg', '25.50'));
      await vi.waitFor(
        async () => {
          expect(code(await deposit('pg', '300.01', replica))).toBe('amount.out.of.range');
        },
        { timeout: 5_000, interval: 200 },
      );
      const audit = value<{
        content: { action: string; actor: string; before: Settings; after: Settings }[];
      }>(await staffCall(t, 'GET', '/operator/audit?target=settings:payments', owner)).content;
      expect(audit[0]).toMatchObject({ action: 'settings.payments', actor: 'finn' });
      expect(audit[0]!.before.depositChannels[0]).toMatchObject({ code: 'pg', min: '10.00' });
      expect(audit[0]!.after.depositChannels[0]).toMatchObject({ code: 'bank', min: '200.00' });
    } finally {
      await replica.close();
    }
  });

  it('switches a channel off: not offered, and its deposits refused; on again, offered', async () => {
    const body = input(await read());
    body.depositChannels = body.depositChannels.map((c) =>
      c.code === 'pg' ? { ...c, enabled: false } : c,
    );
    value(await staffCall(t, 'PUT', URL, owner, body));
    expect((await depositSettings()).channels.map((c) => c.code)).toEqual(['bank']);
    expect(code(await deposit('pg', '100.00'))).toBe('deposit.channel.invalid');
    body.depositChannels = body.depositChannels.map((c) => ({ ...c, enabled: true }));
    value(await staffCall(t, 'PUT', URL, owner, body));
    value(await deposit('pg', '100.00'));
  });

  it("enforces the withdrawal amounts and requests a day on the member's withdrawal", async () => {
    const body = input(await read());
    body.withdraw = {
      ...body.withdraw,
      min: '100.00',
      max: '2000.00',
      dailyCount: 1,
      channels: body.withdraw.channels.map((c) => ({ ...c, min: '50.00', max: '1500.00' })),
    };
    value(await staffCall(t, 'PUT', URL, finance, body));
    const shown = value<{ minimumAmount: string; maximumAmount: string; dailyCount: number }>(
      await call('GET', '/wps/relay/MCSFE_getWithdrawSettings', member.token),
    );
    expect(shown).toMatchObject({
      minimumAmount: '100.00',
      maximumAmount: '2000.00',
      dailyCount: 1,
    });
    // The overall minimum and the channel's maximum both apply.
    expect(code(await withdraw('99.99'))).toBe('amount.out.of.range');
    expect(code(await withdraw('1500.01'))).toBe('amount.out.of.range');
    value(await withdraw('1500.00'));
    expect(code(await withdraw('100.00'))).toBe('withdraw.daily.count');
    // A channel switched off refuses withdrawals (and none is left to choose).
    body.withdraw.dailyCount = 5;
    body.withdraw.channels = body.withdraw.channels.map((c) => ({ ...c, enabled: false }));
    value(await staffCall(t, 'PUT', URL, finance, body));
    expect(code(await withdraw('100.00', 'bank'))).toBe('request.param.err');
  });

  it('refuses bad input in the envelope and keeps the settings as they were', async () => {
    const before = await read();
    const good = input(before);
    const bad: [string, object][] = [
      [
        'min above max',
        {
          ...good,
          depositChannels: [
            { ...good.depositChannels[0]!, min: '500', max: '400' },
            good.depositChannels[1]!,
          ],
        },
      ],
      [
        'zero',
        {
          ...good,
          depositChannels: [{ ...good.depositChannels[0]!, min: '0' }, good.depositChannels[1]!],
        },
      ],
      ['negative', { ...good, withdraw: { ...good.withdraw, min: '-1' } }],
      ['three decimals', { ...good, withdraw: { ...good.withdraw, max: '100.001' } }],
      [
        'not a number',
        {
          ...good,
          depositChannels: [{ ...good.depositChannels[0]!, max: '1e5' }, good.depositChannels[1]!],
        },
      ],
      [
        'unknown channel',
        {
          ...good,
          depositChannels: [
            ...good.depositChannels,
            { code: 'crypto', enabled: true, min: '1', max: '2' },
          ],
        },
      ],
      ['missing channel', { ...good, depositChannels: [good.depositChannels[0]!] }],
      [
        'repeated channel',
        { ...good, depositChannels: [good.depositChannels[0]!, good.depositChannels[0]!] },
      ],
      ['no count', { ...good, withdraw: { ...good.withdraw, dailyCount: 0 } }],
      [
        'channel outside the limits',
        {
          ...good,
          withdraw: {
            ...good.withdraw,
            min: '10',
            max: '20',
            channels: good.withdraw.channels.map((c) => ({
              ...c,
              enabled: true,
              min: '30',
              max: '40',
            })),
          },
        },
      ],
    ];
    for (const [why, body] of bad) {
      const res = await staffCall(t, 'PUT', URL, owner, body);
      expect([why, res.statusCode, code(res)]).toEqual([why, 400, 'request.param.err']);
    }
    expect(await read()).toEqual(before);
  });

  it('lets only finance and owners change them', async () => {
    const body = input(await read());
    for (const role of ['support', 'content', 'read-only'] as const) {
      const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
      const token = (await newSignedInStaff(t, t.database.db, m!.id, `pay-${role}`, role)).token;
      value(await staffCall(t, 'GET', URL, token));
      const res = await staffCall(t, 'PUT', URL, token, body);
      expect([role, res.statusCode, code(res)]).toEqual([role, 403, 'operator.forbidden']);
    }
  });
});
