// Loyalty: VIP levels (progress, level-up and monthly bonuses paid once, the public state's
// VIP fields) and manual rebate (accrual per category at the level's rate, claim once with the
// minimum, records), on the demo merchant's seeded rules. Also: refusals that move nothing,
// another member's data never reachable, the module switches, concurrent claims and
// evaluations paying exactly once (real concurrency on PostgreSQL), and rebate accrual and VIP
// turnover agreeing with the bet records after a few hundred demo rounds across categories.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardGrants } from '../src/db/schema/rewards';
import { DEMO_REBATE_RATES } from '../src/seed/data/loyalty';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { betFor, gamesByCategory, newKey, playRounds, rewardsClient } from './helpers/rewards';
import { DEMO, createTestApp, json, type TestApp } from './helpers/test-app';

let now = Date.UTC(2026, 10, 24, 12, 0, 0);
let t: TestApp;
let api: ReturnType<typeof rewardsClient>;
let categories: Map<string, { id: number; engine: string }>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  api = rewardsClient(t, () => '');
  categories = await gamesByCategory(t);
});
afterAll(() => t.close());

interface Rebate {
  vipLevel: number;
  nextClaim: number;
  categories: { category: string; validBet: string; rate: string; amount: string }[];
  total: string;
  minimum: string;
  claimable: boolean;
}
interface Rank {
  hasVip: boolean;
  playerRankLevel: number;
  playerRankName: string | null;
  nextRankLevel: number | null;
  monthlyTurnover: { actual: string; expected: string | null };
  totalTurnover: { actual: string; expected: string | null };
  monthlyBonusPaid: boolean;
  levels: { level: number; name: string; levelUpBonus: string; rebate: { category: string }[] }[];
}

const rebate = async (m: TestMember) =>
  api.value<Rebate>(await api.call('GET', '/wps/relay/MCSFE_getManualRebate', m.token));
const rank = async (m: TestMember, lang = 'EN') =>
  api.value<Rank>(
    await api.call('GET', '/wps/relay/MCSFE_getPlayerRankProgress', m.token, undefined, {
      language: lang,
    }),
  );
const claim = (m: TestMember, seq: number, key = newKey()) =>
  api.call(
    'POST',
    '/wps/relay/MCSFE_claimManualRebate',
    m.token,
    { seq },
    {
      'idempotency-key': key,
    },
  );
const records = async (m: TestMember) =>
  api.value<{
    content: {
      seq: number;
      amount: string;
      categories: { category: string; validBet: string }[];
    }[];
    totalElements: number;
  }>(await api.call('GET', '/wps/relay/MCSFE_getManualRebateRecords', m.token));
const info = async (m: TestMember, lang = 'EN') =>
  api.value<{ hasVip: boolean; vipRankLevel: number; vipLabelName: string | null }>(
    await api.call('GET', '/wps/member/info', m.token, undefined, { language: lang }),
  );
const game = (category: string) => {
  const g = categories.get(category);
  if (!g) throw new Error(`no ${category} game`);
  return g;
};
const grantsOf = (m: TestMember, kind: 'vip' | 'rebate') =>
  t.database.db
    .select({ sourceId: rewardGrants.sourceId, amount: rewardGrants.amount })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, m.member.id), eq(rewardGrants.sourceKind, kind)));
const rate = (level: number, category: string) =>
  DEMO_REBATE_RATES.find((r) => r.level === level && r.category === category)!.percent;
const cents = (s: string) => BigInt(s.replace('.', ''));

describe('VIP', () => {
  it('starts at the entry level, shows the progress and the benefits, and pays a level once', async () => {
    let m = await createMember(t.database.db, 'vip_one', { fund: '5000.00', now });
    const first = await rank(m);
    expect(first).toMatchObject({
      hasVip: true,
      playerRankLevel: 1,
      playerRankName: 'Bronze',
      nextRankLevel: 2,
      monthlyTurnover: { actual: '0.00', expected: '500.00' },
      totalTurnover: { actual: '0.00', expected: '1000.00' },
      monthlyBonusPaid: false,
    });
    expect(first.levels.map((l) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(first.levels[1]?.levelUpBonus).toBe('8.00');
    expect(first.levels[0]?.rebate.length).toBeGreaterThan(0);
    expect(await info(m)).toEqual(
      expect.objectContaining({ hasVip: true, vipRankLevel: 1, vipLabelName: 'Bronze' }),
    );
    expect((await info(m, 'AR')).vipLabelName).toBe('برونزي');

    // 250.00 of slots: progress moves, no level yet.
    await playRounds(t, m, game('RNG'), 5, '50.00');
    const moved = await rank(m);
    expect(moved.monthlyTurnover.actual).toBe('250.00');
    expect(moved.playerRankLevel).toBe(1);
    expect(await grantsOf(m, 'vip')).toEqual([]);

    // 500.00 this month reaches Silver: its level-up bonus (8.00) and its monthly bonus (5.00).
    await playRounds(t, m, game('RNG'), 5, '50.00');
    const before = cents(await api.balance(m));
    const silver = await rank(m);
    expect(silver).toMatchObject({
      playerRankLevel: 2,
      playerRankName: 'Silver',
      monthlyBonusPaid: true,
    });
    expect(silver.monthlyTurnover).toEqual({ actual: '500.00', expected: '5000.00' });
    const after = cents(await api.balance(m));
    expect(after - before).toBe(1300n);
    expect((await grantsOf(m, 'vip')).map((g) => g.sourceId).sort()).toEqual([
      'level-up:2',
      'monthly:2026-11',
    ]);
    // Read again (and through the public state): nothing more.
    await rank(m);
    expect(await info(m)).toEqual(
      expect.objectContaining({ vipRankLevel: 2, vipLabelName: 'Silver' }),
    );
    expect(cents(await api.balance(m))).toBe(after);

    // A new month with bets pays the monthly bonus of the level held, once.
    now = Date.UTC(2026, 11, 2, 9, 0, 0);
    try {
      m = await signInAs(t.database.db, 'vip_one', now);
      const dec = await rank(m);
      expect(dec).toMatchObject({ playerRankLevel: 2, monthlyBonusPaid: false });
      expect(dec.monthlyTurnover.actual).toBe('0.00');
      await playRounds(t, m, game('RNG'), 1, '10.00');
      expect((await rank(m)).monthlyBonusPaid).toBe(true);
      await rank(m);
      expect((await grantsOf(m, 'vip')).map((g) => g.sourceId).sort()).toEqual([
        'level-up:2',
        'monthly:2026-11',
        'monthly:2026-12',
      ]);
    } finally {
      now = Date.UTC(2026, 10, 24, 12, 0, 0);
    }
    expect(await auditLedger(t.database.db)).toMatchObject({
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });

  it('pays the bonus of every level passed at once', async () => {
    const m = await createMember(t.database.db, 'vip_jump', { fund: '20000.00', now });
    await playRounds(t, m, game('RNG'), 3, '4000.00');
    const r = await rank(m);
    expect(r.playerRankLevel).toBe(3);
    expect((await grantsOf(m, 'vip')).map((g) => g.sourceId).sort()).toEqual([
      'level-up:2',
      'level-up:3',
      'monthly:2026-11',
    ]);
    // Gold's monthly bonus (the level held when the month was first paid).
    const monthly = (await grantsOf(m, 'vip')).find((g) => g.sourceId === 'monthly:2026-11');
    expect(monthly?.amount).toBe(1800n);
  });
});

describe('manual rebate', () => {
  it('accrues per category at the level rate, claims once, and lists the claim', async () => {
    const m = await createMember(t.database.db, 'rebate_one', { fund: '5000.00', now });
    const empty = await rebate(m);
    expect(empty).toMatchObject({
      vipLevel: 1,
      nextClaim: 1,
      total: '0.00',
      minimum: '1.00',
      claimable: false,
    });
    expect(empty.categories.find((c) => c.category === 'RNG')).toEqual({
      category: 'RNG',
      validBet: '0.00',
      rate: '0.6',
      amount: '0.00',
    });
    // Nothing accrued: refused, nothing moved.
    const start = await api.balance(m);
    expect(api.code(await claim(m, 1))).toBe('rebate.nothing.accrued');

    // 3 x 33.33 of slots, 2 x 20.00 of live: 99.99 x 0.6 % = 0.59, 40.00 x 0.4 % = 0.16.
    await playRounds(t, m, game('RNG'), 3, '33.33');
    await playRounds(t, m, game('LIVE'), 2, '20.00');
    const small = await rebate(m);
    expect(small.categories.filter((c) => c.amount !== '0.00')).toEqual([
      { category: 'LIVE', validBet: '40.00', rate: '0.4', amount: '0.16' },
      { category: 'RNG', validBet: '99.99', rate: '0.6', amount: '0.59' },
    ]);
    expect(small).toMatchObject({ total: '0.75', claimable: false });
    const played = await api.balance(m);
    const below = await claim(m, 1);
    expect(api.code(below)).toBe('rebate.below.minimum');
    expect(json(below).value).toEqual({ amount: '0.75', minimum: '1.00' });
    expect(await api.balance(m)).toBe(played);
    expect(start).not.toBe(played);

    // 100.00 more of slots: 199.99 x 0.6 % = 1.19; claimable.
    await playRounds(t, m, game('RNG'), 2, '50.00');
    const ready = await rebate(m);
    expect(ready).toMatchObject({ total: '1.35', claimable: true, nextClaim: 1 });
    const key = newKey();
    const paid = api.value<{
      record: { seq: number; amount: string };
      grant: { sourceKind: string; status: string };
      balance: string;
    }>(await claim(m, 1, key));
    expect(paid.record).toMatchObject({ seq: 1, amount: '1.35' });
    expect(paid.grant).toMatchObject({ sourceKind: 'rebate', status: 'Claimed' });
    expect(cents(paid.balance) - cents(await api.balance(m))).toBe(0n);
    const credited = cents(paid.balance);
    // The same request again (a retry with its key) answers the same and pays nothing.
    expect(api.value(await claim(m, 1, key))).toEqual(paid);
    // A second claim of the same number (a double click): refused.
    const twice = await claim(m, 1);
    expect(api.code(twice)).toBe('rebate.claim.duplicate');
    expect(cents(await api.balance(m))).toBe(credited);
    // Nothing left; the next claim has nothing accrued.
    const afterClaim = await rebate(m);
    expect(afterClaim).toMatchObject({ total: '0.00', nextClaim: 2, claimable: false });
    expect(api.code(await claim(m, 2))).toBe('rebate.nothing.accrued');
    // One ledger transaction of kind rebate.
    const [tx] = (
      await t.database.db.execute<{ n: number; kind: string }>(
        sql`select count(*)::int as n, min(kind) as kind from ledger_transactions where reference = 'rebate:claim:1' and merchant_id = ${m.member.merchantId} and id in (select transaction_id from reward_grants where member_id = ${m.member.id})`,
      )
    ).rows;
    expect(tx).toEqual({ n: 1, kind: 'rebate' });
    const list = await records(m);
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({ seq: 1, amount: '1.35' });
    expect(list.content[0]?.categories.map((c) => c.category)).toEqual(['LIVE', 'RNG']);
    // A claim number from the future is refused as a bad request.
    expect(api.code(await claim(m, 9))).toBe('request.param.err');
  });

  it("never shows or pays another member's rebate or VIP", async () => {
    const a = await createMember(t.database.db, 'rebate_a', { fund: '5000.00', now });
    const b = await createMember(t.database.db, 'rebate_b', { fund: '5000.00', now });
    await playRounds(t, a, game('RNG'), 4, '100.00');
    expect((await rebate(a)).total).toBe('2.40');
    expect((await rebate(b)).total).toBe('0.00');
    expect((await rank(b)).totalTurnover.actual).toBe('0.00');
    expect(api.code(await claim(b, 1))).toBe('rebate.nothing.accrued');
    api.value(await claim(a, 1));
    expect((await records(b)).totalElements).toBe(0);
    expect((await records(a)).totalElements).toBe(1);
    // b's first claim is its own number 1, unaffected by a's.
    await playRounds(t, b, game('RNG'), 2, '100.00');
    const bPaid = api.value<{ record: { seq: number; amount: string } }>(await claim(b, 1));
    expect(bPaid.record).toMatchObject({ seq: 1, amount: '1.20' });
    // Without a session: 401.
    expect((await api.call('GET', '/wps/relay/MCSFE_getManualRebate')).statusCode).toBe(401);
    expect((await api.call('GET', '/wps/relay/MCSFE_getPlayerRankProgress')).statusCode).toBe(401);
    const trial = await createMember(t.database.db, 'loyalty_trial', { type: 4, now });
    expect(api.code(await api.call('GET', '/wps/relay/MCSFE_getManualRebate', trial.token))).toBe(
      'in_need_true_account',
    );
  });

  it('is switched off with its module, and VIP with its own', async () => {
    const m = await createMember(t.database.db, 'loyalty_switch', { fund: '100.00', now });
    const patch = (modules: Record<string, boolean>) =>
      t.request({
        method: 'PATCH',
        url: '/dev/merchant/settings',
        headers: DEMO,
        payload: { modules },
      });
    await patch({ MANUALREBATE3: false, PLAYERRANK3: false });
    try {
      expect(api.code(await api.call('GET', '/wps/relay/MCSFE_getManualRebate', m.token))).toBe(
        'function.not.available',
      );
      expect(api.code(await claim(m, 1))).toBe('function.not.available');
      expect(
        api.code(await api.call('GET', '/wps/relay/MCSFE_getPlayerRankProgress', m.token)),
      ).toBe('function.not.available');
      expect(await info(m)).toEqual(
        expect.objectContaining({ hasVip: false, vipRankLevel: 0, vipLabelName: null }),
      );
    } finally {
      await patch({ MANUALREBATE3: true, PLAYERRANK3: true });
    }
    expect((await info(m)).hasVip).toBe(true);
  });
});

describe('concurrency', () => {
  it('pays simultaneous rebate claims and level-up evaluations exactly once', async () => {
    const m = await createMember(t.database.db, 'loyalty_race', { fund: '5000.00', now });
    // 600.00 of slots crosses Silver's monthly 500.00 and accrues 3.60 (at Bronze's 0.6 %,
    // or 4.50 at Silver's 0.75 % once the level is reached: the claim evaluates first).
    await playRounds(t, m, game('RNG'), 6, '100.00');
    const before = cents(await api.balance(m));
    const N = 16;
    const answers = await Promise.all([
      ...Array.from({ length: N }, () => claim(m, 1)),
      ...Array.from({ length: N }, () =>
        api.call('GET', '/wps/relay/MCSFE_getPlayerRankProgress', m.token),
      ),
      ...Array.from({ length: N }, () => api.call('GET', '/wps/member/info', m.token)),
    ]);
    const claims = answers.slice(0, N);
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(claims.filter((r) => r.statusCode !== 200).map(api.code))).toEqual(
      new Set(['rebate.claim.duplicate']),
    );
    for (const r of answers.slice(N)) expect(r.statusCode, r.body).toBe(200);
    const vip = (await grantsOf(m, 'vip')).map((g) => g.sourceId).sort();
    expect(vip).toEqual(['level-up:2', 'monthly:2026-11']);
    const rebates = await grantsOf(m, 'rebate');
    expect(rebates).toHaveLength(1);
    const paid = rebates[0]!.amount;
    expect([360n, 450n]).toContain(paid);
    expect(cents(await api.balance(m)) - before).toBe(paid + 800n + 500n);
    expect(await auditLedger(t.database.db)).toMatchObject({
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});

// Rounds per member (three members); e.g. LOYALTY_ROUNDS=1000 for a longer check.
const ROUNDS = Number(process.env.LOYALTY_ROUNDS ?? (process.env.DATABASE_URL ? 100 : 40));

describe('agreement with the bet records', () => {
  it(
    'accrues rebate and counts VIP turnover exactly as the bet records say',
    async () => {
      const db = t.database.db;
      const played = [...categories.entries()].filter(([, g]) => g.engine !== 'lottery');
      expect(played.length).toBeGreaterThanOrEqual(4);
      const STAKES = ['1.00', '1.37', '2.50', '3.03', '5.55', '1.01'];
      const members = await Promise.all(
        [0, 1, 2].map((i) => createMember(db, `loyalty_agree_${i}`, { fund: '100000.00', now })),
      );
      await Promise.all(
        members.map(async (m, who) => {
          const sessions = await Promise.all(
            played.map(async ([, g]) => {
              const res = await t.request({
                method: 'GET',
                url: `/wps/game/launchGame?nodeId=${g.id}&launchMode=GLS`,
                headers: { ...DEMO, authorization: m.token },
              });
              const url = (json(res).value as { content: { game_url: string } }).content.game_url;
              return {
                session: new URL(url, 'http://x').searchParams.get('session') ?? '',
                engine: g.engine,
              };
            }),
          );
          for (let k = 0; k < ROUNDS; k++) {
            const s = sessions[k % sessions.length]!;
            const res = await t.app.inject({
              method: 'POST',
              url: '/demo-games/api/round',
              payload: {
                session: s.session,
                roundId: `agree-${who}-${k}`,
                stake: STAKES[(k + who) % STAKES.length],
                bet: betFor(s.engine),
              },
            });
            expect(res.statusCode, res.body).toBe(200);
            // Claims race the rounds now and then.
            if (k === Math.floor(ROUNDS / 2)) {
              const r = await rebate(m);
              if (r.claimable) api.value(await claim(m, r.nextClaim));
            }
          }
        }),
      );
      for (const m of members) {
        const rows = (
          await db.execute<{ category: string; valid: string }>(
            sql`select category, sum(stake)::text as valid from bet_records where member_id = ${m.member.id} and status = 'SETTLED' group by category`,
          )
        ).rows;
        const valid = new Map(rows.map((r) => [r.category, BigInt(r.valid)]));
        const total = [...valid.values()].reduce((a, b) => a + b, 0n);
        const r = await rank(m);
        expect(cents(r.totalTurnover.actual)).toBe(total);
        expect(cents(r.monthlyTurnover.actual)).toBe(total);
        // What was claimed plus what is accrued now covers every valid bet once.
        const claimed = new Map<string, bigint>();
        for (const rec of (await records(m)).content)
          for (const c of rec.categories)
            claimed.set(c.category, (claimed.get(c.category) ?? 0n) + cents(c.validBet));
        const now_ = await rebate(m);
        let expected = 0n;
        for (const [category, v] of valid) {
          const line = now_.categories.find((c) => c.category === category)!;
          expect((claimed.get(category) ?? 0n) + cents(line.validBet), category).toBe(v);
          const level = now_.vipLevel;
          const pct = rate(level, category);
          const [w, f = ''] = pct.split('.');
          const share =
            (cents(line.validBet) * (BigInt(w!) * 1000n + BigInt(f.padEnd(3, '0')))) / 100_000n;
          expect(cents(line.amount), category).toBe(share);
          expected += share;
        }
        expect(cents(now_.total)).toBe(expected);
      }
      expect(await auditLedger(db)).toMatchObject({ unbalanced: 0, drifted: 0, negative: 0 });
    },
    Math.max(60_000, ROUNDS * 600),
  );
});
