// Rewards through the HTTP API (every response checked against the contract): the reward
// centre and its badges, promotion and activity claims paid at once or reviewed by an operator,
// wagering enforced at withdrawal, bonus details, missions and the leaderboard, refusals that
// move nothing, trial accounts, and one member's rewards never reachable by another. Then under
// load: many simultaneous claims of the same mission, activity and promotion, and approvals of
// the same reviewed claim, pay exactly once; and after a few thousand demo rounds across every
// game category (lottery bets settled later), mission progress, wagering turnover and the
// valid-bet leaderboard agree with the bet records they are computed from. Runs on PGlite and,
// in the second pass of `pnpm test`, on PostgreSQL, where the races are real.
// REWARDS_ROUNDS changes the number of rounds (1,000 on PostgreSQL, 400 on PGlite by default, to
// keep the pass short on a loaded machine; e.g. REWARDS_ROUNDS=3000 for a longer check).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { type missions as missionTable, rewardGrants } from '../src/db/schema/rewards';
import { localDay, toDecimal, zoneOfSettings } from '../src/domain/kernel';
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
const ROUNDS = Number(process.env.REWARDS_ROUNDS ?? (process.env.DATABASE_URL ? 1000 : 400));
type MissionRow = typeof missionTable.$inferSelect;
const CLAIMERS = 24;

let t: TestApp;
let operatorKey: string;
let merchantId: number;
let api: ReturnType<typeof rewardsClient>;
let gamesOf: Awaited<ReturnType<typeof gamesByCategory>>;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'rewards', Date.now())).key;
  api = rewardsClient(t, () => operatorKey);
  gamesOf = await gamesByCategory(t);
});
afterAll(() => t.close());

interface Offer {
  id: string;
  status: string;
  isNew: boolean;
  needsDeposit: boolean;
  amount: string | null;
  review: boolean;
}
interface Centre {
  offers: Offer[];
  badges: { rewards: number; missions: number; availablePromoCount: number };
  wagering: { required: string; done: string; remaining: string; open: number };
  missions: { claimable: number; total: number };
}
interface Grant {
  id: number;
  sourceKind: string;
  sourceId: string;
  title: string | null;
  amount: string;
  status: string;
  reason: string | null;
  wagering: { multiple: string; required: string; done: string; remaining: string; met: boolean };
}
interface Mission {
  id: number;
  key: string;
  status: string;
  progress: string;
  target: string;
  reward: string;
  resetsAt: number | null;
}

const centre = async (m: TestMember) =>
  api.value<Centre>(await api.call('GET', '/wps/relay/MCSFE_getRewardCenter', m.token));
const badges = async (m: TestMember) =>
  api.value<Centre['badges']>(await api.call('GET', '/wps/relay/MCSFE_getRewardBadges', m.token));
const records = async (m: TestMember, query = '') =>
  api.value<{ content: Grant[]; totalElements: number }>(
    await api.call('GET', `/wps/relay/MCSFE_getRewardRecords${query}`, m.token),
  );
const claimActivity = (m: TestMember, id: string, key?: string) =>
  api.call(
    'POST',
    `/wps/content/activities/${id}/claim`,
    m.token,
    undefined,
    key ? { 'idempotency-key': key } : {},
  );
const missions = async (m: TestMember) =>
  api.value<{ missions: Mission[]; claimable: number; pointsThisWeek: number }>(
    await api.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', m.token),
  );
const claimMission = (m: TestMember, missionId: unknown, key = newKey()) =>
  api.call('POST', '/wps/relay/MCSFE_claimMissionReward', m.token, { missionId } as object, {
    'idempotency-key': key,
  });
const statusOf = (c: Centre, id: string) => c.offers.find((o) => o.id === id)?.status;

describe('reward centre', () => {
  it('lists promotions and activities with their statuses, counts what is claimable and clears the badge once seen', async () => {
    const m = await createMember(t.database.db, 'rc_fresh', { fund: '100.00' });
    const c = await centre(m);
    expect(Object.fromEntries(c.offers.map((o) => [o.id, o.status]))).toMatchObject({
      'promotion:promo-welcome': 'Claim',
      'promotion:promo-raffle': 'Claim',
      'activity:act-checkin': 'Join',
      'activity:act-first-deposit': 'Claim',
      'activity:act-lucky': 'Claim',
      'activity:act-spring': 'ComingSoon',
      'activity:act-summer': 'Close',
    });
    // Promotions without a claim are not reward-centre items.
    expect(c.offers.some((o) => o.id === 'promotion:promo-live-cashback')).toBe(false);
    // The first-deposit items wait for a deposit: not claimable, not counted.
    expect(c.offers.find((o) => o.id === 'activity:act-first-deposit')).toMatchObject({
      needsDeposit: true,
      isNew: false,
      amount: '18.00',
    });
    // Raffle + five CLAIM activities.
    expect(c.badges).toEqual({ rewards: 6, missions: 0, availablePromoCount: 6 });
    const info = api.value<{ availablePromoCount: number }>(
      await api.call('GET', '/wps/member/info', m.token),
    );
    expect(info.availablePromoCount).toBe(6);

    const seen = api.value<Centre['badges']>(
      await api.call('POST', '/wps/relay/MCSFE_markRewardsSeen', m.token),
    );
    expect(seen).toEqual({ rewards: 0, missions: 0, availablePromoCount: 6 });
    expect((await centre(m)).offers.every((o) => !o.isNew)).toBe(true);
    // A first deposit makes two items claimable: they are new.
    await creditDeposit(t, m, '50.00');
    expect(await badges(m)).toEqual({ rewards: 2, missions: 1, availablePromoCount: 8 });
  });

  it('pays an automatic activity claim at once, once; a second claim is refused and moves nothing', async () => {
    const m = await createMember(t.database.db, 'rc_auto', { fund: '100.00' });
    const key = newKey();
    const first = await claimActivity(m, 'act-referral', key);
    expect(api.value(first)).toEqual({ id: 'act-referral', status: 'Claimed' });
    expect(await api.balance(m)).toBe('110.00');
    // The same key replays the answer; another claim is refused.
    const replay = await claimActivity(m, 'act-referral', key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(api.value(replay)).toEqual({ id: 'act-referral', status: 'Claimed' });
    const again = await claimActivity(m, 'act-referral');
    expect(api.code(again)).toBe('activity.claim.duplicate');
    expect(await api.balance(m)).toBe('110.00');

    const [grant] = (await records(m)).content;
    expect(grant).toMatchObject({
      sourceKind: 'activity',
      sourceId: 'act-referral',
      title: 'Refer a friend',
      amount: '10.00',
      status: 'Claimed',
      wagering: { multiple: '1', required: '10.00', done: '0.00', remaining: '10.00', met: false },
    });
    expect(statusOf(await centre(m), 'activity:act-referral')).toBe('Claimed');
    // The credit is one `bonus` ledger transaction referencing its source.
    const rows = (
      await t.database.db.execute<{ kind: string; reference: string }>(
        sql`select kind, reference from ledger_transactions where idempotency_key = ${`grant:${grant!.id}`}`,
      )
    ).rows;
    expect(rows).toEqual([{ kind: 'bonus', reference: 'activity:act-referral' }]);
  });

  it('sends a reviewed claim to the operator: taken up, approved (paid, with a message) and never decided twice', async () => {
    const m = await createMember(t.database.db, 'rc_review', { fund: '0.00' });
    expect(api.value(await claimActivity(m, 'act-lucky'))).toEqual({
      id: 'act-lucky',
      status: 'Applying',
    });
    expect(await api.balance(m)).toBe('0.00');
    const waiting = api.value<{ content: (Grant & { account: string })[] }>(
      await api.op('GET', '/operator/rewards?status=Applying&account=rc_review', undefined, null),
    ).content;
    expect(waiting).toHaveLength(1);
    const id = waiting[0]!.id;
    expect(waiting[0]).toMatchObject({ account: 'rc_review', amount: '20.00', review: true });

    expect(api.value<Grant>(await api.op('POST', `/operator/rewards/${id}/process`)).status).toBe(
      'Process',
    );
    expect(statusOf(await centre(m), 'activity:act-lucky')).toBe('Process');
    const key = newKey();
    const approved = api.value<Grant>(
      await api.op('POST', `/operator/rewards/${id}/approve`, {}, key),
    );
    expect(approved).toMatchObject({ status: 'Issued', amount: '20.00' });
    expect(await api.balance(m)).toBe('20.00');
    // A retry with the same key replays; a second approval or a rejection is refused.
    const replay = await api.op('POST', `/operator/rewards/${id}/approve`, {}, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(api.code(await api.op('POST', `/operator/rewards/${id}/approve`, {}))).toBe(
      'reward.state.invalid',
    );
    const late = await api.op('POST', `/operator/rewards/${id}/reject`, { reason: 'late' });
    expect(late.statusCode).toBe(409);
    expect(await api.balance(m)).toBe('20.00');
    expect(statusOf(await centre(m), 'activity:act-lucky')).toBe('Issued');

    const inbox = api.value<{ content: { type: string; content: string }[] }>(
      await api.call('GET', '/wps/relay/CSP_getInbox', m.token),
    ).content;
    expect(inbox[0]).toMatchObject({ type: 'reward_issued' });
    expect(inbox[0]!.content).toContain('Lucky Friday');
    const audit = (
      await t.database.db.execute<{ action: string }>(
        sql`select action from operator_audit where target = ${`reward:${id}`} order by id`,
      )
    ).rows.map((r) => r.action);
    expect(audit).toEqual(['reward.process', 'reward.approve']);
  });

  it('lets the operator set a raffle prize, or reject with a reason (nothing paid)', async () => {
    const a = await createMember(t.database.db, 'rc_raffle_a');
    const b = await createMember(t.database.db, 'rc_raffle_b');
    for (const m of [a, b]) {
      const res = await api.call('POST', '/wps/relay/MCSFE_claimRafflePromotion', m.token, {
        promotionId: 'promo-raffle',
      });
      expect(api.value(res)).toEqual({ promotionId: 'promo-raffle', status: 'Applying' });
    }
    const idOf = async (account: string) =>
      api.value<{ content: Grant[] }>(
        await api.op(
          'GET',
          `/operator/rewards?account=${account}&sourceKind=raffle`,
          undefined,
          null,
        ),
      ).content[0]!.id;
    const won = api.value<Grant>(
      await api.op('POST', `/operator/rewards/${await idOf('rc_raffle_a')}/approve`, {
        amount: '123.45',
      }),
    );
    expect(won).toMatchObject({ status: 'Issued', amount: '123.45', sourceKind: 'raffle' });
    expect(await api.balance(a)).toBe('123.45');

    const bId = await idOf('rc_raffle_b');
    expect(api.code(await api.op('POST', `/operator/rewards/${bId}/reject`, { reason: '' }))).toBe(
      'request.param.err',
    );
    const lost = api.value<Grant>(
      await api.op('POST', `/operator/rewards/${bId}/reject`, { reason: 'Not drawn this week' }),
    );
    expect(lost).toMatchObject({ status: 'Rejected', reason: 'Not drawn this week' });
    expect(await api.balance(b)).toBe('0.00');
    const [mine] = (await records(b, '?status=Rejected')).content;
    expect(mine).toMatchObject({ status: 'Rejected', reason: 'Not drawn this week' });
    expect((await api.op('POST', '/operator/rewards/999999/approve', {})).statusCode).toBe(404);
    expect((await api.op('GET', '/operator/rewards', undefined, null)).statusCode).toBe(200);
    // No staff session and no operator key: not signed in.
    expect((await api.call('GET', '/operator/rewards')).statusCode).toBe(401);
    const wrongKey = await api.call('GET', '/operator/rewards', undefined, undefined, {
      'x-operator-key': 'opk_nobody',
    });
    expect([wrongKey.statusCode, api.code(wrongKey)]).toEqual([401, 'operator.key.invalid']);
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = await createMember(t.database.db, 'rc_trial', { type: 4 });
    for (const url of [
      '/wps/relay/MCSFE_getRewardCenter',
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      '/wps/report/bonusDetails',
    ])
      expect(api.code(await api.call('GET', url, trial.token))).toBe('in_need_true_account');
    expect(api.code(await claimActivity(trial, 'act-referral'))).toBe('in_need_true_account');
    expect((await api.call('GET', '/wps/relay/MCSFE_getRewardCenter')).statusCode).toBe(401);
    const info = api.value<{ availablePromoCount: number }>(
      await api.call('GET', '/wps/member/info', trial.token),
    );
    expect(info.availablePromoCount).toBe(0);
  });

  it("is off with the merchant's reward-centre switch (REWCEN3): nothing to claim, no count", async () => {
    const m = await createMember(t.database.db, 'rc_switch');
    const patch = (on: boolean) =>
      api.call('PATCH', '/dev/merchant/settings', undefined, { modules: { REWCEN3: on } });
    expect((await patch(false)).statusCode).toBe(200);
    try {
      expect(api.code(await api.call('GET', '/wps/relay/MCSFE_getRewardCenter', m.token))).toBe(
        'function.not.available',
      );
      expect(api.code(await claimActivity(m, 'act-referral'))).toBe('function.not.available');
      const info = api.value<{ availablePromoCount: number }>(
        await api.call('GET', '/wps/member/info', m.token),
      );
      expect(info.availablePromoCount).toBe(0);
    } finally {
      await patch(true);
    }
    expect((await badges(m)).availablePromoCount).toBe(6);
  });
});

describe('wagering at withdrawal', () => {
  const setUpWithdrawals = async (m: TestMember) => {
    const banks = api.value<{ code: string }[]>(
      await api.call('GET', '/wps/system/withdrawBanks', m.token),
    );
    const card = api.value<{ id: number }>(
      await api.encrypted('PUT', '/wps/member/bankCard', m.token, {
        bankCode: banks[0]!.code,
        accountName: 'Wager Test',
        accountNumber: '1234 5678 9012',
      }),
    );
    api.value(
      await api.encrypted('PUT', '/wps/member/paymentPassword', m.token, {
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
      }),
    );
    return (amount: string) =>
      api.encrypted(
        'POST',
        '/wps/transaction/withdraw',
        m.token,
        { amount, bankCardId: card.id, paymentPassword: '123456' },
        { 'idempotency-key': newKey() },
      );
  };
  const settings = async (m: TestMember) =>
    api.value<{ wageringRemaining: string }>(
      await api.call('GET', '/wps/relay/MCSFE_getWithdrawSettings', m.token),
    ).wageringRemaining;

  it('refuses a withdrawal with the turnover left, counts valid bets after each credit, oldest reward first', async () => {
    const m = await createMember(t.database.db, 'wager_member', { fund: '500.00' });
    const withdraw = await setUpWithdrawals(m);
    expect(await settings(m)).toBe('0.00');
    // 10.00 x 1 -> 10.00 of turnover.
    api.value(await claimActivity(m, 'act-referral'));
    expect(await settings(m)).toBe('10.00');
    await playRounds(t, m, gamesOf.get('RNG')!, 4, '2.00');
    expect(await settings(m)).toBe('2.00');
    // A reviewed claim approved at 6.00 (x 1) now: the 8.00 already bet do not count for it.
    const approveAll = async () => {
      const waiting = api.value<{ content: Grant[] }>(
        await api.op(
          'GET',
          '/operator/rewards?status=Applying&account=wager_member',
          undefined,
          null,
        ),
      ).content;
      for (const g of waiting)
        api.value(await api.op('POST', `/operator/rewards/${g.id}/approve`, { amount: '6.00' }));
    };
    api.value(await claimActivity(m, 'act-vip-gift'));
    await approveAll(); // 6.00 x 1
    expect(await settings(m)).toBe('8.00');

    const before = await api.balance(m);
    const refused = await withdraw('100.00');
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      errorCode: 'withdraw.wagering.required',
      value: { remaining: '8.00', required: '16.00', done: '8.00' },
    });
    expect(await api.balance(m)).toBe(before);

    const [first, second] = (await records(m)).content.sort((a, b) => a.id - b.id);
    expect(first!.wagering).toMatchObject({ required: '10.00', done: '8.00', met: false });
    expect(second!.wagering).toMatchObject({ required: '6.00', done: '0.00', met: false });

    // 3 x 3.00 = 9.00: 2.00 finish the first, 6.00 the second (1.00 more is not needed).
    await playRounds(t, m, gamesOf.get('LIVE')!, 3, '3.00');
    expect(await settings(m)).toBe('0.00');
    const after = (await records(m)).content;
    expect(after.every((g) => g.wagering.met)).toBe(true);
    const met = await t.database.db
      .select({ at: rewardGrants.wageringMetAt })
      .from(rewardGrants)
      .where(eq(rewardGrants.memberId, m.member.id));
    expect(met.every((g) => g.at !== null)).toBe(true);
    expect(api.value<{ status: string }>(await withdraw('100.00')).status).toBe('pending');
  });
});

describe('bonus details', () => {
  it('lists what was credited in the period with its source, total and open wagering', async () => {
    const m = await createMember(t.database.db, 'bonus_member');
    api.value(await claimActivity(m, 'act-referral')); // paid 10.00
    api.value(await claimActivity(m, 'act-lucky')); // waiting: not listed
    const details = api.value<{
      content: Grant[];
      total: string;
      from: string;
      to: string;
      wagering: { remaining: string; open: number };
    }>(await api.call('GET', '/wps/report/bonusDetails', m.token));
    expect(details.content.map((g) => [g.sourceId, g.status])).toEqual([
      ['act-referral', 'Claimed'],
    ]);
    expect(details.total).toBe('10.00');
    expect(details.wagering).toMatchObject({ remaining: '10.00', open: 1 });
    // Today in the merchant's zone (the demo merchant's day starts at 16:00 UTC).
    const [demo] = await t.database.db
      .select({ settings: merchants.settings })
      .from(merchants)
      .where(eq(merchants.code, 'demo'));
    expect(details.to).toBe(localDay(Date.now(), zoneOfSettings(demo?.settings)));
    const none = api.value<{ content: Grant[]; total: string }>(
      await api.call('GET', '/wps/report/bonusDetails?sourceKind=mission', m.token),
    );
    expect(none).toMatchObject({ content: [], total: '0.00' });
    const bad = (query: string) =>
      api.call('GET', `/wps/report/bonusDetails?${query}`, m.token).then(api.code);
    expect(await bad('from=2026-02-10&to=2026-02-01')).toBe('bonus.period.invalid');
    expect(await bad('from=2026-02-30&to=2026-03-01')).toBe('bonus.period.invalid');
    expect(await bad('from=yesterday')).toBe('bonus.period.invalid');
    expect(await bad('from=2026-01-01&to=2026-06-01')).toBe('bonus.period.too.long');
    expect(await bad('size=500')).toBe('request.param.err');
  });
});

describe('missions', () => {
  it('follows rounds and deposits, pays a completed mission once per period, refuses what is not complete', async () => {
    const m = await createMember(t.database.db, 'mission_member', { fund: '200.00' });
    const byKey = async () => new Map((await missions(m)).missions.map((x) => [x.key, x]));
    const start = await byKey();
    expect(start.get('daily-slots-rounds')).toMatchObject({
      status: 'IN_PROGRESS',
      progress: '0',
      target: '20',
      reward: '5.00',
    });
    const slots = start.get('daily-slots-rounds')!;
    const early = await claimMission(m, slots.id);
    expect(json(early)).toMatchObject({
      errorCode: 'mission.not.complete',
      value: { progress: '0', target: '20' },
    });

    await playRounds(t, m, gamesOf.get('RNG')!, 20, '1.00');
    await playRounds(t, m, gamesOf.get('LIVE')!, 2, '1.00');
    const now = await byKey();
    expect(now.get('daily-slots-rounds')).toMatchObject({ status: 'CLAIMABLE', progress: '20' });
    expect(now.get('daily-live-rounds')).toMatchObject({ status: 'IN_PROGRESS', progress: '2' });
    expect(now.get('weekly-slots-valid')?.progress).toBe('20.00');
    expect(now.get('weekly-any-valid')?.progress).toBe('22.00');
    expect((await badges(m)).missions).toBe(1);

    const balanceBefore = await api.balance(m);
    const key = newKey();
    const claimed = api.value<{
      mission: Mission;
      grant: Grant;
      balance: string;
    }>(await claimMission(m, slots.id, key));
    expect(claimed.mission.status).toBe('CLAIMED');
    expect(claimed.grant).toMatchObject({
      sourceKind: 'mission',
      amount: '5.00',
      status: 'Claimed',
      title: 'Spin 20 slot rounds',
    });
    expect(claimed.balance).toBe((Number(balanceBefore) + 5).toFixed(2));
    expect(await api.balance(m)).toBe(claimed.balance);
    expect((await badges(m)).missions).toBe(0);
    // Replay, then a second claim in the same period.
    expect((await claimMission(m, slots.id, key)).headers['idempotent-replay']).toBe('true');
    expect(api.code(await claimMission(m, slots.id))).toBe('mission.claim.duplicate');
    expect(await api.balance(m)).toBe(claimed.balance);
    expect((await missions(m)).pointsThisWeek).toBe(10);

    // The next day the daily mission starts again; the week's valid bets carry on.
    const tomorrow = await missionSummary(
      t.database.db,
      merchantId,
      m.member.id,
      'EN',
      slots.resetsAt! + 1,
    );
    const next = new Map(tomorrow.missions.map((x) => [x.key, x]));
    expect(next.get('daily-slots-rounds')).toMatchObject({ status: 'IN_PROGRESS', progress: '0' });

    // Deposits: the first deposit and the month's total.
    await creditDeposit(t, m, '600.00');
    await creditDeposit(t, m, '450.00');
    const paid = await byKey();
    expect(paid.get('first-deposit')?.status).toBe('CLAIMABLE');
    expect(paid.get('monthly-deposit')).toMatchObject({
      status: 'CLAIMABLE',
      progress: '1000.00',
    });
    expect((await badges(m)).missions).toBe(2);

    expect((await claimMission(m, 999999)).statusCode).toBe(404);
    expect(api.code(await claimMission(m, 'one'))).toBe('request.param.err');
    expect(
      api.code(await api.call('POST', '/wps/relay/MCSFE_claimMissionReward', m.token, {})),
    ).toBe('request.param.err');
    const noKey = await api.call('POST', '/wps/relay/MCSFE_claimMissionReward', m.token, {
      missionId: slots.id,
    });
    expect(api.code(noKey)).toBe('request.param.err');
  });

  it('ranks the period by valid bet and by points with masked names, the member highlighted', async () => {
    const a = await createMember(t.database.db, 'leader_alpha', { fund: '300.00' });
    const b = await createMember(t.database.db, 'leader_bravo', { fund: '300.00' });
    await playRounds(t, a, gamesOf.get('RNG')!, 3, '10.00');
    await playRounds(t, b, gamesOf.get('RNG')!, 2, '40.00');
    const board = api.value<{
      list: { rank: number; name: string; score: string; isSelf: boolean }[];
      self: { rank: number; name: string; score: string } | null;
      type: string;
      period: string;
    }>(
      await api.call(
        'GET',
        '/wps/relay/MCSFE_getMissionLeaderboard?period=DAILY&type=VALID_BET',
        a.token,
      ),
    );
    const bravo = board.list.find((e) => e.name === 'le***vo');
    const alpha = board.list.find((e) => e.isSelf);
    expect(bravo?.score).toBe('80.00');
    expect(alpha).toMatchObject({ name: 'le***ha', score: '30.00' });
    expect(bravo!.rank).toBeLessThan(alpha!.rank);
    expect(board.self).toMatchObject({ rank: alpha!.rank, score: '30.00' });
    expect(board.list.filter((e) => e.isSelf)).toHaveLength(1);
    expect(JSON.stringify(board)).not.toContain('leader_');

    const points = api.value<{ self: unknown; list: unknown[] }>(
      await api.call(
        'GET',
        '/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY&type=POINTS',
        b.token,
      ),
    );
    expect(points.self).toBeNull();
    expect(
      api.code(
        await api.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=YEARLY', a.token),
      ),
    ).toBe('request.param.err');
  });
});

describe('isolation', () => {
  it("never shows one member's rewards to another", async () => {
    const a = await createMember(t.database.db, 'iso_alpha');
    const b = await createMember(t.database.db, 'iso_bravo');
    api.value(await claimActivity(a, 'act-referral'));
    api.value(await claimActivity(a, 'act-lucky'));
    expect((await records(b)).totalElements).toBe(0);
    expect(
      api.value<{ content: unknown[] }>(await api.call('GET', '/wps/report/bonusDetails', b.token))
        .content,
    ).toEqual([]);
    expect(statusOf(await centre(b), 'activity:act-referral')).toBe('Claim');
    expect((await centre(b)).wagering.open).toBe(0);
    // A member's session is no operator key.
    const [grant] = await t.database.db
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, a.member.id), eq(rewardGrants.status, 'Applying')));
    const res = await api.call(
      'POST',
      `/operator/rewards/${grant!.id}/approve`,
      b.token,
      {},
      {
        'idempotency-key': newKey(),
      },
    );
    // A member's session is no operator's: the call is refused as unauthenticated.
    expect(res.statusCode).toBe(401);
    expect(await api.balance(a)).toBe('10.00');
  });

  it('keeps the books balanced', async () => {
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});

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
        await demoVendor.playRound(
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
  }, 180_000);
});
