// Referral (invite friends) through the HTTP API (every response checked against the contract):
// a member's code and link, a visitor registering through it, the invitee's deposits confirmed by
// an operator until the rule's minimum pays the referrer once through the reward model; codes
// that are no member's, self-referral, referral switched off, trial and signed-out callers; one
// member never reaching another's invitees; and simultaneous qualifying deposits (of one invitee,
// and of several invitees of one referrer) paying exactly once with the ledger balanced. Runs on
// PGlite and, in the second pass of `pnpm test`, on PostgreSQL, where the races are real.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { referrals, referralSettings } from '../src/db/schema/referral';
import { rewardGrants } from '../src/db/schema/rewards';
import { createOperatorKey } from '../src/domain/operators';
import { recordReferral } from '../src/domain/referral';
import { accountClient } from './helpers/accounts';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { newKey, rewardsClient } from './helpers/rewards';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let operatorKey: string;
let api: ReturnType<typeof rewardsClient>;
let accounts: ReturnType<typeof accountClient>;

beforeAll(async () => {
  t = await createTestApp({ captchaText: () => 'ABCD' });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'referral', Date.now())).key;
  api = rewardsClient(t, () => operatorKey);
  accounts = accountClient(t);
  await accounts.patch({ modules: { LOGINIPVERF3: false } });
});
afterAll(() => t.close());

interface Details {
  referralCode: string | null;
  registerPath: string | null;
  promotionDomains: string[];
  totalInvitations: number;
  depositedInvitations: number;
  rewardedInvitations: number;
  rewardTotal: string;
  currency: string;
  rule: { minDeposit: string; reward: string; wageringMultiple: string };
}
interface Invitee {
  account: string;
  registeredAt: number;
  status: 'registered' | 'deposited' | 'rewarded';
  reward: string | null;
  rewardedAt: number | null;
}

const detailsRes = (m: TestMember, auto = true) =>
  api.call(
    'GET',
    `/wps/relay/MCSFE_getReferralDetails${auto ? '?autoGenerate=true' : ''}`,
    m.token,
  );
const details = async (m: TestMember, auto = true) => api.value<Details>(await detailsRes(m, auto));
const invitees = async (m: TestMember, query = '') =>
  api.value<{ content: Invitee[]; totalElements: number; totalPages: number }>(
    await api.call('GET', `/wps/relay/MCSFE_getReferralInvitees${query}`, m.token),
  );

let phones = 0;
/** Registers a visitor through the real (encrypted) registration, as the form sends it. */
async function register(username: string, referralCode: string | undefined) {
  const cookie = await accounts.captchaCookie();
  const res = await accounts.encrypted(
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '65',
      mobileNum: `9${String(1_100_000 + ++phones)}`,
      captcha: 'ABCD',
      altcha: await accounts.altcha(),
      registerMethod: 'WEB',
      login: true,
      ...(referralCode ? { referralCode } : {}),
    },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  const token = (json(res).value as { token: string }).token;
  const [member] = await t.database.db.select().from(members).where(eq(members.username, username));
  return { member: member!, token } satisfies TestMember;
}

/** A bank deposit of `amount`, pending until `confirm` (an operator's confirmation). */
async function bankDeposit(m: TestMember, amount: string) {
  const res = await api.call(
    'POST',
    '/wps/transaction/deposit/bank',
    m.token,
    { amount, bankAccountId: 1, depositorName: 'Ann Lee', reference: `R${newKey()}` },
    { 'idempotency-key': newKey() },
  );
  return api.value<{ id: string }>(res).id;
}
const confirm = (id: string) => api.op('POST', `/operator/deposits/${id}/confirm`);
const deposit = async (m: TestMember, amount: string) =>
  expect((await confirm(await bankDeposit(m, amount))).statusCode).toBe(200);
const minor = (amount: string) => BigInt(amount.replace('.', ''));
const referralGrants = (memberId: number) =>
  t.database.db.select().from(rewardGrants).where(eq(rewardGrants.memberId, memberId));

async function setRule(values: Partial<typeof referralSettings.$inferInsert>) {
  await t.database.db
    .update(referralSettings)
    .set(values)
    .where(eq(referralSettings.merchantId, merchantId));
  configCache(t.database.db).invalidate();
}

describe('code, link and invitees', () => {
  it('gives each member one code and link, made on first use', async () => {
    const a = await createMember(t.database.db, 'ref_owner');
    expect(await details(a, false)).toMatchObject({
      referralCode: null,
      registerPath: null,
      totalInvitations: 0,
    });
    const first = await details(a);
    expect(first.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toMatchObject({
      registerPath: `/register?referralCode=${first.referralCode}`,
      promotionDomains: expect.arrayContaining(['localhost']),
      totalInvitations: 0,
      rewardTotal: '0.00',
      currency: 'USD',
      rule: { minDeposit: '200.00', reward: '20.00', wageringMultiple: '1' },
    });
    // Asked again (and at the same time from two tabs): the same code.
    const again = await Promise.all([details(a), details(a), details(a, false)]);
    expect(again.map((d) => d.referralCode)).toEqual(Array(3).fill(first.referralCode));
    const other = await details(await createMember(t.database.db, 'ref_other'));
    expect(other.referralCode).not.toBe(first.referralCode);
  });

  it('makes a visitor registering through the link an invitee, and pays once the deposits reach the minimum', async () => {
    const a = await createMember(t.database.db, 'ref_alice');
    const code = (await details(a)).referralCode!;
    // Typed in lower case it is the same code.
    const friend = await register('reffriend01', code.toLowerCase());
    let list = await invitees(a);
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({
      account: 're***01',
      status: 'registered',
      reward: null,
      rewardedAt: null,
    });
    const before = minor(await api.balance(a));

    await deposit(friend, '100.00'); // below the 200.00 minimum
    list = await invitees(a);
    expect(list.content[0]?.status).toBe('deposited');
    expect(minor(await api.balance(a))).toBe(before);
    expect(await details(a)).toMatchObject({ totalInvitations: 1, depositedInvitations: 1 });

    await deposit(friend, '120.00'); // 220.00 in all: the referrer earns 20.00
    list = await invitees(a);
    expect(list.content[0]).toMatchObject({ status: 'rewarded', reward: '20.00' });
    expect(minor(await api.balance(a))).toBe(before + 2000n);
    expect(await details(a)).toMatchObject({
      totalInvitations: 1,
      rewardedInvitations: 1,
      rewardTotal: '20.00',
    });
    const grants = await referralGrants(a.member.id);
    expect(grants.map((g) => [g.sourceKind, g.sourceId, g.status, g.amount])).toEqual([
      ['referral', `invitee:${friend.member.id}`, 'Issued', 2000n],
    ]);
    // One wagering of the reward before a withdrawal; the reward centre lists it.
    expect(grants[0]?.turnoverRequired).toBe(2000n);
    const records = api.value<{ content: { sourceKind: string; title: string }[] }>(
      await api.call('GET', '/wps/relay/MCSFE_getRewardRecords?sourceKind=referral', a.token),
    );
    expect(records.content).toEqual([
      expect.objectContaining({ sourceKind: 'referral', title: 'Invite friends reward' }),
    ]);
    const ledger = await t.database.db.execute<{ kind: string; reference: string }>(sql`
      select kind, reference from ledger_transactions where idempotency_key = ${`grant:${grants[0]!.id}`}`);
    expect(ledger.rows).toEqual([
      { kind: 'bonus', reference: `referral:invitee:${friend.member.id}` },
    ]);

    // Later deposits pay nothing more; the invitee's own balance has its deposits only.
    await deposit(friend, '200.00');
    expect(minor(await api.balance(a))).toBe(before + 2000n);
    expect(await api.balance(friend)).toBe('420.00');
    expect(await referralGrants(friend.member.id)).toEqual([]);
  });

  it('records nothing for a code that is no member’s, and never a member as their own invitee', async () => {
    const res = await register('refnocode01', 'NOSUCH99');
    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.inviteeId, res.member.id));
    expect(row).toBeUndefined();
    // The code is still kept in the profile as typed.
    expect(res.member.profile).toMatchObject({ referralCode: 'NOSUCH99' });

    const owner = await createMember(t.database.db, 'ref_self');
    const code = (await details(owner)).referralCode!;
    const recorded = await t.database.db.transaction((tx) =>
      recordReferral(tx, {
        merchantId,
        inviteeId: owner.member.id,
        inviteeMobile: null,
        code,
        now: Date.now(),
      }),
    );
    expect(recorded).toBe(false);
    // Even written straight to the table, the database refuses it.
    await expect(
      t.database.db.insert(referrals).values({
        inviteeId: owner.member.id,
        referrerId: owner.member.id,
        merchantId,
        code,
        createdAt: new Date(),
      }),
    ).rejects.toThrow();
    expect(await invitees(owner)).toMatchObject({ totalElements: 0 });
  });
});

describe('isolation', () => {
  it('shows a member their own invitees only', async () => {
    const a = await createMember(t.database.db, 'ref_iso_a');
    const b = await createMember(t.database.db, 'ref_iso_b');
    await register('refisofa', (await details(a)).referralCode!);
    await register('refisofb1', (await details(b)).referralCode!);
    await register('refisofb2', (await details(b)).referralCode!);
    expect((await invitees(a)).content.map((i) => i.account)).toEqual(['re***fa']);
    expect((await invitees(b)).content.map((i) => i.account)).toEqual(['re***b2', 're***b1']);
    expect((await details(a)).totalInvitations).toBe(1);
    // No parameter reaches another member's list: an unknown one is refused or ignored.
    const probe = await api.call(
      'GET',
      `/wps/relay/MCSFE_getReferralInvitees?memberId=${b.member.id}&referrerId=${b.member.id}`,
      a.token,
    );
    if (probe.statusCode === 200)
      expect((json(probe).value as { content: Invitee[] }).content.map((i) => i.account)).toEqual([
        're***fa',
      ]);
    else expect(probe.statusCode).toBe(400);
    // Paging stays within the member's own list.
    expect(await invitees(b, '?page=2&size=1')).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      content: [{ account: 're***b1' }],
    });
  });

  it('refuses signed-out callers and trial accounts', async () => {
    const signedOut = await api.call('GET', '/wps/relay/MCSFE_getReferralDetails');
    expect(signedOut.statusCode).toBe(401);
    const trial = await createMember(t.database.db, 'ref_trial', { type: 4 });
    expect(api.code(await detailsRes(trial))).toBe('in_need_true_account');
    expect(
      api.code(await api.call('GET', '/wps/relay/MCSFE_getReferralInvitees', trial.token)),
    ).toBe('in_need_true_account');
  });
});

describe('switched off', () => {
  it('answers function-not-available, hides the entry and pays nothing while referral is off', async () => {
    const a = await createMember(t.database.db, 'ref_off_a');
    const code = (await details(a)).referralCode!;
    const friend = await register('refofff1', code);
    const promo = async (m: TestMember) =>
      (json(await accounts.info(m.token)).value as { availablePromo: unknown }).availablePromo;
    expect(await promo(a)).toEqual([{ type: 'REFERRAL', enabled: true }]);

    await setRule({ enabled: false });
    try {
      expect(await promo(a)).toEqual([{ type: 'REFERRAL', enabled: false }]);
      expect(api.code(await detailsRes(a))).toBe('function.not.available');
      expect(api.code(await api.call('GET', '/wps/relay/MCSFE_getReferralInvitees', a.token))).toBe(
        'function.not.available',
      );
      const late = await register('refofff2', code);
      await deposit(friend, '250.00');
      expect(await referralGrants(a.member.id)).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(referrals)
        .where(eq(referrals.inviteeId, late.member.id));
      expect(rows).toEqual([]);
    } finally {
      await setRule({ enabled: true });
    }
    // The reward centre's switch turns referral off too.
    await accounts.patch({ modules: { REWCEN3: false } });
    try {
      expect(api.code(await detailsRes(a))).toBe('function.not.available');
      expect(await promo(a)).toEqual([{ type: 'REFERRAL', enabled: false }]);
    } finally {
      await accounts.patch({ modules: { REWCEN3: true } });
    }
    // Back on, the friend's next deposit completes the (already reached) minimum.
    await deposit(friend, '100.00');
    expect((await referralGrants(a.member.id)).map((g) => g.sourceId)).toEqual([
      `invitee:${friend.member.id}`,
    ]);
  });
});

describe('simultaneous qualifying deposits', () => {
  it('pay the referrer exactly once per invitee, with the ledger balanced', async () => {
    const a = await createMember(t.database.db, 'ref_race_a');
    const code = (await details(a)).referralCode!;
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await register(`refracef${i}`, code));
    const before = minor(await api.balance(a));
    // Each friend has 6 pending deposits, each enough on its own; all 18 are confirmed at once.
    const pending = (
      await Promise.all(
        friends.map(async (f) => {
          const ids: string[] = [];
          for (let i = 0; i < 6; i++) ids.push(await bankDeposit(f, '250.00'));
          return ids;
        }),
      )
    ).flat();
    const answers = await Promise.all(pending.map((id) => confirm(id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(pending.length).fill(200));
    const grants = await referralGrants(a.member.id);
    expect(grants.map((g) => g.sourceId).sort()).toEqual(
      friends.map((f) => `invitee:${f.member.id}`).sort(),
    );
    expect(minor(await api.balance(a))).toBe(before + 3n * 2000n);
    const bonus = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_transactions
      where kind = 'bonus' and reference like ${`referral:invitee:%`}
        and reference in (${sql.join(
          friends.map((f) => sql`${`referral:invitee:${f.member.id}`}`),
          sql`, `,
        )})`);
    expect(bonus.rows[0]?.n).toBe(3);
    for (const f of friends) expect(await api.balance(f)).toBe('1500.00');
    expect((await invitees(a)).content.map((i) => i.status)).toEqual(Array(3).fill('rewarded'));
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});
