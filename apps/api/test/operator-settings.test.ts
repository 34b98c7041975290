// The console's settings beyond the site switches, through the operator API: the referral rule,
// the manual rebate rules and the register rules. An owner changes them (audited before and
// after); a member's referral or rebate page, or the registration form's rules, show the change
// at once, and another replica (its own configuration cache) within seconds; switched off,
// referral answers function-not-available. Bad input is
// refused in the envelope and leaves the settings as they were; other roles read them but cannot
// change them; another merchant's staff see their own settings only.
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { createMember, type TestMember } from './helpers/members';
import { rewardsClient } from './helpers/rewards';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let merchantId: number;
let owner: string;
let finance: string;
let readOnly: string;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  owner = (await newSignedInStaff(t, t.database.db, merchantId, 'olive', 'owner')).token;
  finance = (await newSignedInStaff(t, t.database.db, merchantId, 'fran', 'finance')).token;
  readOnly = (await newSignedInStaff(t, t.database.db, merchantId, 'reed', 'read-only')).token;
  member = await createMember(t.database.db, 'settings_ref');
});
afterAll(() => t.close());

interface Rule {
  enabled: boolean;
  minDeposit: string;
  reward: string;
  wageringMultiple: string;
  title: Record<string, string>;
}

const URL = '/operator/settings/referral';
const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;
const ruleNow = async () => value<Rule | null>(await staffCall(t, 'GET', URL, readOnly));

/** The rule a member's referral page shows, on `app`. */
const memberRule = async (app: TestApp) => {
  const api = rewardsClient(app, () => '');
  return api.value<{ rule: { minDeposit: string; reward: string; wageringMultiple: string } }>(
    await api.call('GET', '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', member.token),
  ).rule;
};

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

const auditOf = async (target: string) =>
  value<{ content: { action: string; actor: string; before: unknown; after: unknown }[] }>(
    await staffCall(t, 'GET', `/operator/audit?target=${target}`, owner),
  ).content;

describe('the referral rule from the console', () => {
  it("reads the merchant's rule for every role that reads settings", async () => {
    const rule = await ruleNow();
    expect(rule).toMatchObject({ enabled: true });
    expect(rule!.title.EN).toEqual(expect.any(String));
    expect(rule!.minDeposit).toMatch(/^[0-9]+\.[0-9]{2}$/);
    expect(value<Rule>(await staffCall(t, 'GET', URL, finance))).toEqual(rule);
  });

  it('changes the rule, seen at once here and within seconds on another replica, and audits it', async () => {
    const before = (await ruleNow())!;
    const replica = await newReplica();
    try {
      expect((await memberRule(replica)).reward).toBe(before.reward);
      const after = value<Rule>(
        await staffCall(t, 'PUT', URL, owner, {
          enabled: true,
          minDeposit: '250',
          reward: '33.5',
          wageringMultiple: '2.5',
          title: { EN: ' Bring a friend ', CN: '邀请好友' },
        }),
      );
      expect(after).toEqual({
        enabled: true,
        minDeposit: '250.00',
        reward: '33.50',
        wageringMultiple: '2.50',
        title: { EN: 'Bring a friend', CN: '邀请好友' },
      });
      expect(await ruleNow()).toEqual(after);
      expect(await memberRule(t)).toMatchObject({ minDeposit: '250.00', reward: '33.50' });
      await vi.waitFor(async () => expect((await memberRule(replica)).reward).toBe('33.50'), {
        timeout: 10_000,
        interval: 200,
      });

      value(await staffCall(t, 'PUT', URL, owner, { ...after, enabled: false }));
      const api = rewardsClient(replica, () => '');
      await vi.waitFor(
        async () =>
          expect(
            api.code(await api.call('GET', '/wps/relay/MCSFE_getReferralDetails', member.token)),
          ).toBe('function.not.available'),
        { timeout: 10_000, interval: 200 },
      );
      value(await staffCall(t, 'PUT', URL, owner, before));
      expect(await memberRule(t)).toMatchObject({ reward: before.reward });
    } finally {
      await replica.app.close();
    }

    const [restored, off, changed] = await auditOf('settings:referral');
    expect(changed).toMatchObject({
      action: 'settings.referral',
      actor: 'olive',
      before,
      after: { reward: '33.50', title: { EN: 'Bring a friend' } },
    });
    expect(off).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(restored).toMatchObject({ before: { enabled: false }, after: before });
  });

  it('refuses bad input in the envelope and keeps the rule as it was', async () => {
    const before = (await ruleNow())!;
    const good = { ...before, title: { EN: 'Invite' } };
    for (const [change, field] of [
      [{ reward: '0' }, 'reward'],
      [{ reward: '-5' }, 'reward'],
      [{ minDeposit: '12.345' }, 'minDeposit'],
      [{ minDeposit: 'ten' }, 'minDeposit'],
      [{ wageringMultiple: '1001' }, 'wageringMultiple'],
      [{ wageringMultiple: '1.234' }, 'wageringMultiple'],
      [{ title: { CN: '邀请' } }, 'title'],
      [{ title: { EN: '   ' } }, 'title.EN'],
      [{ title: { EN: 'x', english: 'y' } }, 'title.english'],
    ] as const) {
      const res = await staffCall(t, 'PUT', URL, owner, { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(code(res)).toBe('request.param.err');
      expect(json(res).message).toContain(`"${field}"`);
    }
    const missing = await staffCall(t, 'PUT', URL, owner, { enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(code(missing)).toBe('request.param.err');
    expect(await ruleNow()).toEqual(before);
  });

  it('lets only an owner change it', async () => {
    const before = (await ruleNow())!;
    for (const token of [finance, readOnly]) {
      const res = await staffCall(t, 'PUT', URL, token, { ...before, reward: '1.00' });
      expect(res.statusCode).toBe(403);
      expect(code(res)).toBe('operator.forbidden');
    }
    expect(await ruleNow()).toEqual(before);
  });

  it("never reads or changes another merchant's rule", async () => {
    const demoRule = (await ruleNow())!;
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherref',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'settings', Date.now());
    const headers = { ...DEMO, merchant: 'otherref', 'x-operator-key': key };
    const read = await t.request({ method: 'GET', url: URL, headers });
    expect(read.statusCode).toBe(200);
    expect(json(read).value).toBeNull();
    const set = await t.request({
      method: 'PUT',
      url: URL,
      headers,
      payload: { ...demoRule, reward: '2.00' },
    });
    expect(set.statusCode).toBe(200);
    expect(json(set).value).toMatchObject({ reward: '2.00' });
    expect(await ruleNow()).toEqual(demoRule);
  });
});

interface Rebates {
  minClaim: string;
  wageringMultiple: string;
  rates: { level: number; category: string; percent: string }[];
}

describe('the rebate rules from the console', () => {
  const REBATES = '/operator/settings/rebates';
  const rebatesNow = async () => value<Rebates>(await staffCall(t, 'GET', REBATES, readOnly));
  /** The member's rebate page on `app`: the minimum claim and the rate per category. */
  const memberRebate = async (app: TestApp) => {
    const api = rewardsClient(app, () => '');
    const page = api.value<{
      vipLevel: number;
      minimum: string;
      categories: { category: string; rate: string }[];
    }>(await api.call('GET', '/wps/relay/MCSFE_getManualRebate', member.token));
    return {
      level: page.vipLevel,
      minimum: page.minimum,
      rates: Object.fromEntries(page.categories.map((c) => [c.category, c.rate])),
    };
  };

  it('reads the rates per VIP level and category, the minimum claim and the wagering', async () => {
    const rules = await rebatesNow();
    expect(rules.minClaim).toMatch(/^[0-9]+\.[0-9]{2}$/);
    expect(rules.wageringMultiple).toMatch(/^[0-9]+\.[0-9]{2}$/);
    expect(rules.rates.length).toBeGreaterThan(0);
    expect(rules.rates[0]).toMatchObject({
      level: 1,
      percent: expect.stringMatching(/^\d+\.\d{3}$/),
    });
    expect(value<Rebates>(await staffCall(t, 'GET', REBATES, finance))).toEqual(rules);
  });

  it('replaces the rules, seen at once here and within seconds on another replica, and audits them', async () => {
    const before = await rebatesNow();
    const replica = await newReplica();
    try {
      const seen = await memberRebate(replica);
      const rng = before.rates.find((r) => r.level === seen.level && r.category === 'RNG')!;
      expect(seen.rates.RNG).not.toBe('2.5');
      const changed = {
        minClaim: '7.5',
        wageringMultiple: '3',
        rates: before.rates.map((r) => (r === rng ? { ...r, percent: '2.5' } : r)),
      };
      const after = value<Rebates>(await staffCall(t, 'PUT', REBATES, owner, changed));
      expect(after).toEqual({
        minClaim: '7.50',
        wageringMultiple: '3.00',
        rates: before.rates.map((r) => (r === rng ? { ...r, percent: '2.500' } : r)),
      });
      expect(await rebatesNow()).toEqual(after);
      expect(await memberRebate(t)).toMatchObject({ minimum: '7.50', rates: { RNG: '2.5' } });
      await vi.waitFor(
        async () =>
          expect(await memberRebate(replica)).toMatchObject({
            minimum: '7.50',
            rates: { RNG: '2.5' },
          }),
        { timeout: 10_000, interval: 200 },
      );

      value(await staffCall(t, 'PUT', REBATES, owner, before));
      await vi.waitFor(async () => expect(await memberRebate(replica)).toEqual(seen), {
        timeout: 10_000,
        interval: 200,
      });
      expect(await memberRebate(t)).toEqual(seen);
    } finally {
      await replica.app.close();
    }
    const [restored, changed] = await auditOf('settings:rebates');
    expect(changed).toMatchObject({
      action: 'settings.rebates',
      actor: 'olive',
      before: { minClaim: before.minClaim },
      after: { minClaim: '7.50', wageringMultiple: '3.00' },
    });
    expect(restored).toMatchObject({ before: { minClaim: '7.50' }, after: before });
  });

  it('refuses bad input in the envelope and keeps the rules as they were', async () => {
    const before = await rebatesNow();
    const rate = (r: object) => ({
      ...before,
      rates: [{ level: 1, category: 'RNG', percent: '1', ...r }],
    });
    for (const [body, field] of [
      [{ ...before, minClaim: '-1' }, 'minClaim'],
      [{ ...before, minClaim: '1.234' }, 'minClaim'],
      [{ ...before, wageringMultiple: '1000.01' }, 'wageringMultiple'],
      [rate({ percent: '100.001' }), 'rates.0.percent'],
      [rate({ percent: '-1' }), 'rates.0.percent'],
      [rate({ percent: '0.0001' }), 'rates.0.percent'],
      [rate({ level: 99 }), 'rates.0.level'],
      [{ ...before, rates: [before.rates[0], before.rates[0]] }, 'rates.1'],
    ] as const) {
      const res = await staffCall(t, 'PUT', REBATES, owner, body);
      expect(res.statusCode, field).toBe(400);
      expect(code(res)).toBe('request.param.err');
      expect(json(res).message).toContain(`"${field}"`);
    }
    const unknown = await staffCall(t, 'PUT', REBATES, owner, rate({ category: 'POKER' }));
    expect(unknown.statusCode).toBe(400);
    expect(code(unknown)).toBe('request.param.err');
    expect(await rebatesNow()).toEqual(before);
    const denied = await staffCall(t, 'PUT', REBATES, finance, before);
    expect(denied.statusCode).toBe(403);
  });

  it("never reads or changes another merchant's rules", async () => {
    const demoRules = await rebatesNow();
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherreb',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'rebates', Date.now());
    const headers = { ...DEMO, merchant: 'otherreb', 'x-operator-key': key };
    const read = await t.request({ method: 'GET', url: REBATES, headers });
    expect(json(read).value).toEqual({ minClaim: '0.00', wageringMultiple: '0.00', rates: [] });
    // Demo's VIP levels are not this merchant's: a rate for one is refused.
    const set = await t.request({
      method: 'PUT',
      url: REBATES,
      headers,
      payload: {
        minClaim: '1',
        wageringMultiple: '0',
        rates: [{ level: 1, category: 'RNG', percent: '1' }],
      },
    });
    expect(set.statusCode).toBe(400);
    expect(await rebatesNow()).toEqual(demoRules);
  });
});

interface RegisterField {
  field: string;
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
}

describe('the register rules from the console', () => {
  const REGISTER = '/operator/settings/register';
  const rulesNow = async () =>
    value<{ fields: RegisterField[] }>(await staffCall(t, 'GET', REGISTER, readOnly)).fields;
  /** The rules the registration form reads, on `app`. */
  const siteRules = async (app: TestApp) =>
    value<Record<string, RegisterField & { acceptedPattern: string }>>(
      await app.request({ method: 'GET', url: '/wps/system/setting/register', headers: DEMO }),
    );

  it('changes a field, seen by the registration form at once here and within seconds on another replica', async () => {
    const before = await rulesNow();
    const email = before.find((f) => f.field === 'email')!;
    const username = before.find((f) => f.field === 'username')!;
    const replica = await newReplica();
    try {
      expect((await siteRules(replica)).email?.required).toBe(email.required);
      const changed = [
        { ...email, required: !email.required, maxLength: 80 },
        { ...username, minLength: 5 },
      ];
      const after = value<{ fields: RegisterField[] }>(
        await staffCall(t, 'PATCH', REGISTER, owner, { fields: changed }),
      ).fields;
      expect(after).toEqual(before.map((f) => changed.find((c) => c.field === f.field) ?? f));
      expect((await siteRules(t)).username).toMatchObject({ minLength: 5 });
      await vi.waitFor(
        async () =>
          expect((await siteRules(replica)).email).toMatchObject({
            required: !email.required,
            maxLength: 80,
          }),
        { timeout: 10_000, interval: 200 },
      );
      value(await staffCall(t, 'PATCH', REGISTER, owner, { fields: [email, username] }));
      expect(await rulesNow()).toEqual(before);
      await vi.waitFor(
        async () => expect((await siteRules(replica)).username?.minLength).toBe(username.minLength),
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await replica.app.close();
    }
    const [restored, changed] = await auditOf('settings:register');
    expect(changed).toMatchObject({
      action: 'settings.register',
      actor: 'olive',
      before: {
        fields: [{ field: 'username', minLength: username.minLength }, { field: 'email' }],
      },
      after: {
        fields: [
          { field: 'username', minLength: 5 },
          { field: 'email', maxLength: 80 },
        ],
      },
    });
    expect(restored).toMatchObject({ after: { fields: [username, email] } });
  });

  it('refuses bad input in the envelope and keeps the rules as they were', async () => {
    const before = await rulesNow();
    const field = (name: string) => before.find((f) => f.field === name)!;
    for (const [fields, named] of [
      [[{ ...field('email'), field: 'shoeSize' }], 'fields.0.field'],
      [[field('email'), field('email')], 'fields.1.field'],
      [[{ ...field('username'), enabled: false, required: false }], 'fields.0.enabled'],
      [[{ ...field('password'), required: false }], 'fields.0.enabled'],
      [[{ ...field('email'), enabled: false, required: true }], 'fields.0.required'],
      [[{ ...field('email'), patternId: 999 }], 'fields.0.patternId'],
      [[{ ...field('email'), minLength: 30, maxLength: 20 }], 'fields.0.minLength'],
    ] as const) {
      const res = await staffCall(t, 'PATCH', REGISTER, owner, { fields });
      expect(res.statusCode, named).toBe(400);
      expect(code(res)).toBe('request.param.err');
      expect(json(res).message).toContain(`"${named}"`);
    }
    const tooLong = await staffCall(t, 'PATCH', REGISTER, owner, {
      fields: [{ ...field('email'), maxLength: 5000 }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await rulesNow()).toEqual(before);
    const denied = await staffCall(t, 'PATCH', REGISTER, finance, { fields: [field('email')] });
    expect(denied.statusCode).toBe(403);
  });
});
