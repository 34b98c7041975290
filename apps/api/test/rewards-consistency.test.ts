// Rewards under load: (1) many simultaneous claims of the same mission, activity and promotion,
// and approvals of the same reviewed claim, by one member or operator, pay exactly once;
// (2) after a few thousand demo rounds across every game category (lottery bets settled
// later), mission progress, wagering turnover and the valid-bet leaderboard agree with the bet
// records they are computed from. Runs on PGlite and, in the second pass of `pnpm test`, on
// PostgreSQL, where the races are real. REWARDS_ROUNDS changes the number of rounds (2,400 on PostgreSQL, 600 on PGlite).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { missions, rewardGrants } from '../src/db/schema/rewards';
import { toDecimal } from '../src/domain/ledger';
import { createOperatorKey } from '../src/domain/operators';
import {
  grantReward,
  leaderboard,
  missionSummary,
  progressOf,
  wageringOf,
} from '../src/domain/rewards';
import { cryptoRng, demoVendor, settleLotteryBets } from '../src/vendors/demo';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import {
  betFor,
  creditDeposit,
  gameSession,
  gamesByCategory,
  newKey,
  playRounds,
  rewardsClient,
} from './helpers/rewards';
import { createTestApp, json, type TestApp } from './helpers/test-app';

// PGlite runs one transaction at a time: fewer rounds there keep the pass short; PostgreSQL
// (the second pass) plays the full count concurrently.
const ROUNDS = Number(process.env.REWARDS_ROUNDS ?? (process.env.DATABASE_URL ? 2400 : 600));
type MissionRow = typeof missions.$inferSelect;
const CLAIMERS = 24;

let t: TestApp;
let merchantId: number;
let operatorKey: string;
let api: ReturnType<typeof rewardsClient>;
let gamesOf: Awaited<ReturnType<typeof gamesByCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'race', Date.now())).key;
  api = rewardsClient(t, () => operatorKey);
  gamesOf = await gamesByCategory(t);
});
afterAll(() => t.close());

/** Sends `n` copies of a call at once, each with its own Idempotency-Key (n clicks, n tabs). */
const race = (n: number, send: (key: string) => ReturnType<typeof api.call>) =>
  Promise.all(Array.from({ length: n }, () => send(newKey())));

const grantTransactions = async (memberId: number) =>
  (
    await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_transactions tx
      join reward_grants g on tx.idempotency_key = 'grant:' || g.id
      where g.member_id = ${memberId}`)
  ).rows[0]?.n ?? 0;

describe('simultaneous claims', () => {
  it('pays a mission, an activity, a promotion and an approval exactly once', async () => {
    const m = await createMember(t.database.db, 'racer_claims', { fund: '100.00' });
    await playRounds(t, m, gamesOf.get('RNG')!, 20, '1.00');
    await creditDeposit(t, m, '40.00');
    const mission = api
      .value<{ missions: { id: number; key: string }[] }>(
        await api.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', m.token),
      )
      .missions.find((x) => x.key === 'daily-slots-rounds')!;
    const before = BigInt((await api.balance(m)).replace('.', ''));

    const [missionAnswers, activityAnswers, promotionAnswers, reviewAnswers] = await Promise.all([
      race(CLAIMERS, (key) =>
        api.call(
          'POST',
          '/wps/relay/MCSFE_claimMissionReward',
          m.token,
          { missionId: mission.id },
          {
            'idempotency-key': key,
          },
        ),
      ),
      race(CLAIMERS, (key) =>
        api.call('POST', '/wps/content/activities/act-referral/claim', m.token, undefined, {
          'idempotency-key': key,
        }),
      ),
      race(CLAIMERS, (key) =>
        api.call(
          'POST',
          '/wps/relay/MCSFE_claimRafflePromotion',
          m.token,
          {
            promotionId: 'promo-welcome',
          },
          { 'idempotency-key': key },
        ),
      ),
      race(CLAIMERS, () => api.call('POST', '/wps/content/activities/act-weekend/claim', m.token)),
    ]);
    const tally = (answers: Awaited<ReturnType<typeof api.call>>[]) =>
      answers.reduce<Record<string, number>>((acc, res) => {
        const k = res.statusCode === 200 ? 'ok' : String(json(res).errorCode);
        acc[k] = (acc[k] ?? 0) + 1;
        return acc;
      }, {});
    expect(tally(missionAnswers)).toEqual({ ok: 1, 'mission.claim.duplicate': CLAIMERS - 1 });
    expect(tally(activityAnswers)).toEqual({ ok: 1, 'activity.claim.duplicate': CLAIMERS - 1 });
    expect(tally(promotionAnswers)).toEqual({ ok: 1, 'prom.claim.duplicate': CLAIMERS - 1 });
    expect(tally(reviewAnswers)).toEqual({ ok: 1, 'activity.claim.duplicate': CLAIMERS - 1 });

    // The reviewed claim: every operator click with its own key; one approval pays.
    const [waiting] = await t.database.db
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, m.member.id), eq(rewardGrants.status, 'Applying')));
    const approvals = await race(CLAIMERS, (key) =>
      api.call(
        'POST',
        `/operator/rewards/${waiting!.id}/approve`,
        undefined,
        {},
        {
          'x-operator-key': operatorKey,
          'idempotency-key': key,
        },
      ),
    );
    expect(tally(approvals)).toEqual({ ok: 1, 'reward.state.invalid': CLAIMERS - 1 });

    // Mission 5.00 + referral 10.00 + welcome 100 % of 40.00 + weekend 15.00, each once.
    const after = BigInt((await api.balance(m)).replace('.', ''));
    expect(after - before).toBe(500n + 1000n + 4000n + 1500n);
    expect(await grantTransactions(m.member.id)).toBe(4);
    const credited = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, m.member.id), sql`credited_at is not null`));
    expect(credited[0]?.n).toBe(4);
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});

describe('agreement with the bet records', () => {
  it(`after ${ROUNDS} demo rounds across categories, progress, turnover and the leaderboard match`, async () => {
    const db = t.database.db;
    const categories = [...gamesOf.keys()];
    const players: TestMember[] = [];
    for (let i = 0; i < 8; i++)
      players.push(await createMember(db, `agree_${i}`, { fund: '100000.00' }));
    // An open wagering requirement on each, credited before the rounds (10,000.00 of turnover).
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    const start = Date.now();
    for (const p of players) {
      await db.transaction((tx) =>
        grantReward(tx, {
          merchantId,
          memberId: p.member.id,
          currency: merchant!.currency,
          sourceKind: 'vip',
          sourceId: 'agreement-test',
          amount: 10_000n,
          wageringMultiple: '100',
          paidAs: 'Issued',
          now: start,
        }),
      );
    }
    const sessions = new Map<string, string>();
    for (const p of players)
      for (const c of categories)
        sessions.set(`${p.member.id}:${c}`, await gameSession(t, p, gamesOf.get(c)!.id));

    const stakes = ['1.00', '2.50', '1.50', '4.00', '1.20'];
    let next = 0;
    const worker = async () => {
      while (next < ROUNDS) {
        const k = next++;
        const p = players[k % players.length]!;
        const c = categories[(k * 7 + Math.floor(k / players.length)) % categories.length]!;
        const game = gamesOf.get(c)!;
        await demoVendor.settleRound(
          db,
          {
            token: sessions.get(`${p.member.id}:${c}`)!,
            roundId: `agree-${k}`,
            stake: stakes[k % stakes.length]!,
            bet: game.engine === 'lottery' ? { pick: 'BIG' } : betFor(game.engine),
          },
          start + 1 + k,
        );
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // Lottery bets settle after their draw (their valid bet counts then, on the day placed).
    await settleLotteryBets(db, start + 3_600_000, cryptoRng);

    const now = start + ROUNDS + 10;
    const dayStart = Math.floor(start / 86_400_000) * 86_400_000;
    const kinds: MissionRow['metric'][] = ['rounds', 'valid_bet'];
    const periods: MissionRow['period'][] = ['daily', 'weekly', 'monthly'];
    // One synthetic mission per category, metric and period (plus "any category").
    let id = 1;
    const synthetic: MissionRow[] = [];
    for (const category of [...categories, null])
      for (const metric of kinds)
        for (const period of periods)
          synthetic.push({
            id: id++,
            merchantId,
            key: `s-${id}`,
            title: {},
            description: {},
            period,
            metric,
            category,
            target: 1n,
            reward: 1n,
            points: 0,
            wageringMultiple: '0',
            sort: 0,
            enabled: true,
          });

    let checked = 0;
    for (const p of players) {
      const truth = (
        await db.execute<{ category: string; n: number; valid: string }>(sql`
          select category, count(*)::int as n,
                 coalesce(sum(stake) filter (where status = 'SETTLED'), 0)::text as valid
            from bet_records where member_id = ${p.member.id} and created_at >= ${new Date(dayStart).toISOString()}
           group by category`)
      ).rows;
      const expected = (m: MissionRow) =>
        truth
          .filter((r) => m.category === null || r.category === m.category)
          .reduce((s, r) => s + (m.metric === 'rounds' ? BigInt(r.n) : BigInt(r.valid)), 0n);
      const progress = await progressOf(db, p.member.id, synthetic, now);
      for (const m of synthetic) {
        // Every round was played today: the week and month hold the same bets.
        expect(progress.get(m.id), `${m.metric} ${m.category} ${m.period}`).toBe(expected(m));
        checked++;
      }
      // The seeded missions as the member sees them.
      const summary = await missionSummary(db, merchantId, p.member.id, 'EN', now);
      const slots = summary.missions.find((x) => x.key === 'weekly-slots-valid')!;
      const rng = BigInt(truth.find((r) => r.category === 'RNG')?.valid ?? '0');
      expect(slots.progress).toBe(toDecimal(rng > 50_000n ? 50_000n : rng));

      // Turnover since the credit, from the bet records.
      const [turnover] = (
        await db.execute<{ v: string }>(sql`
          select coalesce(sum(stake), 0)::text as v from bet_records
           where member_id = ${p.member.id} and status = 'SETTLED'
             and created_at >= ${new Date(start).toISOString()}`)
      ).rows;
      const wagering = await wageringOf(db, p.member.id, now);
      expect(wagering.done).toBe(BigInt(turnover!.v));
      expect(wagering.required).toBe(1_000_000n);
    }
    expect(checked).toBe(players.length * synthetic.length);

    // The day's leaderboard by valid bet: each player's score is their settled stakes today.
    const board = await leaderboard(db, {
      merchantId,
      memberId: players[0]!.member.id,
      period: 'DAILY',
      type: 'VALID_BET',
      now,
    });
    const [own] = (
      await db.execute<{ v: string }>(sql`
        select coalesce(sum(stake), 0)::text as v from bet_records
         where member_id = ${players[0]!.member.id} and status = 'SETTLED'
           and created_at >= ${new Date(dayStart).toISOString()}`)
    ).rows;
    expect(board.self?.score).toBe(toDecimal(BigInt(own!.v)));
    const rounds = (
      await db.execute<{ n: number; open: number }>(sql`
        select count(*)::int as n, count(*) filter (where status = 'OPEN')::int as open
          from bet_records where round_id like 'agree-%'`)
    ).rows[0];
    expect(rounds).toEqual({ n: ROUNDS, open: 0 });
    expect(await auditLedger(db)).toEqual({ total: 0n, unbalanced: 0, drifted: 0, negative: 0 });
  });
});
