// Settlement of every kind, worked by hand. A small team on the demo merchant (GMT+8):
//   A (top-level agent, paid by the house) -> B, C (agents) ; B -> p1, p2 ; C -> p3
// plays a known set of bets around a Monday on the development clock; the operator runs the
// jobs; each amount below is computed from the bets in the comment beside it. Then: a payer
// short of balance, retries, three runs of the same period, operator reruns paying only the
// difference (both ways), the records, the chart, the projected statement, and the ledger
// invariants.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/games';
import { members } from '../src/db/schema/members';
import { openSession } from '../src/domain/sessions';
import { houseAccount, memberAccount, post } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
const OPERATOR = { ...DEMO, 'x-operator-key': 'opk_demo_operator_0123456789abcdef' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GMT8 = 8 * HOUR;
/** Monday 00:00 GMT+8 of a week at least two days ahead (the base of every time below). */
const monday = (() => {
  const local = Date.now() + GMT8 + 2 * DAY;
  const d = new Date(local - (local % DAY));
  const weekday = (d.getUTCDay() + 6) % 7;
  return d.getTime() + (7 - weekday) * DAY - GMT8;
})();
const at = (day: number, hour: number, minute = 0) =>
  monday + day * DAY + hour * HOUR + minute * 60_000;
const keyOf = (ms: number, len: number) => new Date(ms + GMT8).toISOString().slice(0, len);
const dayKey = (day: number) => keyOf(at(day, 12), 10);
const hourKey = (day: number, hour: number) => keyOf(at(day, hour), 13);
/** ISO week key of the base Monday. */
const weekKey = (() => {
  const d = new Date(monday + GMT8 + 3 * DAY); // the Thursday of that week
  const year = d.getUTCFullYear();
  const jan4 = Date.UTC(year, 0, 4);
  const week1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
  return `${year}-W${String(1 + Math.floor((d.getTime() - 3 * DAY - week1) / (7 * DAY))).padStart(2, '0')}`;
})();

const ids: Record<string, number> = {};
let p2Win = 0;
const tokens: Record<string, string> = {};
let clockNow = 0;

async function setClock(ms: number) {
  const res = await t.request({
    method: 'PUT',
    url: '/dev/clock',
    headers: DEMO,
    payload: { offsetMs: ms - Date.now() },
  });
  expect(res.statusCode, res.body).toBe(200);
  clockNow = ms;
  for (const name of Object.keys(ids)) {
    const [m] = await t.database.db.select().from(members).where(eq(members.id, ids[name]!));
    tokens[name] = await openSession(t.database.db, m!, 'password', ms);
  }
}

type Json = Record<string, unknown>;
async function call(as: string | null, method: string, url: string, payload?: unknown) {
  const res = await t.request({
    method,
    url,
    headers: as ? { ...DEMO, authorization: tokens[as]! } : OPERATOR,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
  return json(res).value as Json;
}
let keyNo = 0;
async function operator(method: string, url: string, payload?: unknown) {
  const res = await t.request({
    method,
    url,
    headers: { ...OPERATOR, 'idempotency-key': `settlement-test-${++keyNo}` },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
  return json(res).value as Json;
}
const run = (job: string, period?: string) =>
  operator('POST', '/operator/settlements/run', period ? { job, period } : { job });
const one = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows[0] ?? {};
const balance = async (name: string) =>
  (await one(sql`select balance::text as b from ledger_accounts where member_id = ${ids[name]!}`))
    .b ?? '0';
const settlementOf = async (payee: string, kind: string, period: string) =>
  one(sql`select * , amount::text as amount, paid::text as paid, valid_bet::text as valid_bet,
                 profit_loss::text as profit_loss
            from settlements where payee_id = ${ids[payee]!} and kind = ${kind} and period = ${period}`);
const counts = () =>
  one(sql`select (select count(*) from settlements)::text as s,
                 (select count(*) from ledger_transactions where kind in ('salary', 'dividend'))::text as tx`);

const F = (betVolume: string, activeMember: number, rate: string) => ({
  betVolume,
  activeMember,
  rateType: 'F',
  rate,
});
const P = (minimumBet: string, activeMember: number, rate: string) => ({
  minimumBet,
  activeMember,
  rateType: 'P',
  rate,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [merchant] = (
    await db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`)
  ).rows;
  const merchantId = Number(merchant!.id);
  const add = async (username: string, type: number, parent?: string) => {
    const [m] = await db
      .insert(members)
      .values({
        merchantId,
        username,
        passwordHash: 'x',
        type,
        parentId: parent ? ids[parent]! : null,
      })
      .returning();
    ids[username] = m!.id;
  };
  await add('ca', 1);
  await add('cb', 1, 'ca');
  await add('cc', 1, 'ca');
  await add('cp1', 0, 'cb');
  await add('cp2', 0, 'cb');
  await add('cp3', 0, 'cc');
  // A holds 100.00 of its own.
  await db.transaction(async (tx) => {
    const account = await memberAccount(tx, merchantId, ids.ca!, 'USD');
    const house = await houseAccount(tx, merchantId, 'USD');
    await post(tx, {
      merchantId,
      kind: 'funding',
      idempotencyKey: 'settlement-test-fund',
      legs: [
        { accountId: house, amount: -10_000n, kind: 'house' },
        { accountId: account.id, amount: 10_000n, kind: 'member' },
      ],
      now: Date.now(),
    });
  });
  await setClock(at(0, 10)); // Monday 10:00

  // The house offers A one contract of every kind; A accepts each from its popup.
  const house: [string, unknown][] = [
    ['daily', { kind: 'daily', tiers: [F('100', 1, '30.00'), F('1500', 3, '50.00')] }],
    ['hourly', { kind: 'hourly', tiers: [P('100', 1, '0.5'), P('1500', 3, '0.8')] }],
    [
      'realtime',
      {
        kind: 'realtime',
        tiers: [
          { singleBet: '100', profitRate: '0.1', lossRate: '0.3' },
          { singleBet: '400', profitRate: '0.2', lossRate: '0.5' },
        ],
      },
    ],
    [
      'dividend',
      {
        kind: 'dividend',
        cycle: 'W',
        tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 1, contractRate: '0.3' }],
      },
    ],
  ];
  for (const [kind, terms] of house) {
    const offer = await operator('POST', '/operator/contracts', {
      account: 'ca',
      kind,
      gameType: 'CONS',
      terms,
    });
    const id = offer.id as number;
    if (kind === 'dividend')
      await call('ca', 'GET', '/wps/relay/MCS2_processDividendReq?type=CONS&status=A');
    else if (kind === 'daily')
      await call('ca', 'GET', `/wps/relay/MCS2_processDailySalContract?id=${id}&status=A`);
    else if (kind === 'hourly')
      await call('ca', 'POST', '/wps/relay/MCS2_processContractHourSalary', {
        contractId: id,
        status: 'A',
      });
    else
      await call('ca', 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
        contractId: id,
        status: 'A',
      });
  }
  const offer = async (from: string, to: string, kind: string, terms: unknown) => {
    const o = await call(from, 'POST', '/wps/agent/contracts', {
      kind,
      account: to,
      gameType: 'CONS',
      terms,
    });
    if (kind === 'daily')
      await call(
        to,
        'GET',
        `/wps/relay/MCSFE_processDailySalaryContract?id=${o.id as number}&status=A`,
      );
    else
      await call(to, 'POST', '/wps/relay/MCSFE_processContractHourSalary', {
        contractId: o.id,
        status: 'A',
      });
  };
  await offer('ca', 'cb', 'daily', { kind: 'daily', tiers: [F('100', 1, '10.00')] });
  await offer('ca', 'cb', 'hourly', {
    kind: 'hourly',
    tiers: [P('100', 1, '0.3'), P('1500', 2, '0.5')],
  });
  await offer('cb', 'cp1', 'daily', { kind: 'daily', tiers: [F('100', 1, '10.00')] });
  await offer('cb', 'cp2', 'daily', { kind: 'daily', tiers: [F('100', 1, '10.00')] });

  // The bets (minor units). Monday 11:05-11:10 local unless said otherwise.
  const [game] = await db.select().from(games).where(eq(games.merchantId, merchantId)).limit(1);
  const bet = async (
    who: string,
    stake: number,
    payout: number,
    settledAt: number,
    createdAt = settledAt,
  ) => {
    const [row] = (
      await db.execute<{ id: number }>(sql`
        insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                                 stake, payout, status, bet, outcome, created_at, settled_at)
        values (${merchantId}, ${ids[who]!}, ${`c-${who}-${settledAt}-${stake}`}, ${game!.category}, ${game!.vendorCode},
                ${game!.id}, ${game!.gameCode}, ${stake}, ${payout}, 'SETTLED', '{}', '{}',
                ${new Date(createdAt).toISOString()}, ${new Date(settledAt).toISOString()})
        returning id`)
    ).rows;
    return Number(row!.id);
  };
  await bet('cp1', 100_000, 0, at(0, 11, 6)); // lost 1,000.00
  p2Win = await bet('cp2', 50_000, 120_000, at(0, 11, 7)); // won: 500.00 staked, 1,200.00 back
  // A lottery bet placed before any contract existed, settled inside the window: it counts.
  const [lottery] = (
    await db.execute<{ id: number }>(sql`
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      values (${merchantId}, ${ids.cp1!}, 'c-lottery', ${game!.category}, ${game!.vendorCode}, ${game!.id},
              ${game!.gameCode}, 20000, 0, 'OPEN', '{}', '{}', ${new Date(at(0, 8)).toISOString()}, null)
      returning id`)
  ).rows;
  await db.execute(
    sql`update bet_records set status = 'SETTLED', settled_at = ${new Date(at(0, 11, 8)).toISOString()} where id = ${lottery!.id}`,
  );
  await bet('cp3', 30_000, 30_000, at(0, 11, 9)); // push: 300.00 back
  await bet('cp2', 5_000, 0, at(0, 12, 30)); // the next hour, same day
  await bet('cp1', 8_000, 0, at(1, 11)); // Tuesday
});
afterAll(() => t.close());

describe('worked by hand', () => {
  it('hourly: A 0.8 % of 2,000.00 = 16.00 (house); B 0.5 % of 1,700.00 = 8.50 (A)', async () => {
    await setClock(at(0, 12, 1));
    const v = await run('hourly:h', hourKey(0, 11));
    expect(v.runs).toEqual([
      {
        job: 'hourly:h',
        period: hourKey(0, 11),
        status: 'done',
        contracts: 2,
        paid: 2,
        amount: '24.50',
      },
    ]);
    // A's team: 1,000 + 500 + 200 (lottery) + 300 = 2,000.00 valid, 3 active -> tier 2 (1,500 / 3).
    expect(await settlementOf('ca', 'hourly', hourKey(0, 11))).toMatchObject({
      valid_bet: '200000',
      profit_loss: '-50000', // -1,000 + 700 - 200 + 0
      active_members: 3,
      bets: 4,
      tier: 2,
      rate: '0.8',
      amount: '1600',
      paid: '1600',
      status: 'paid',
      payer_id: null,
    });
    // B's team: 1,000 + 500 + 200 = 1,700.00, 2 active -> tier 2 (1,500 / 2).
    expect(await settlementOf('cb', 'hourly', hourKey(0, 11))).toMatchObject({
      valid_bet: '170000',
      tier: 2,
      rate: '0.5',
      amount: '850',
      status: 'paid',
      payer_id: ids.ca,
    });
    expect(await balance('cb')).toBe('850');
    expect(await balance('ca')).toBe(String(10_000 + 1_600 - 850));
  });

  it('real-time (5 minutes): A 5.00 + 1.00 + 0.60 + 0.30 = 6.90', async () => {
    const window = `${hourKey(0, 11)}:05`;
    const v = await run('realtime:r', window);
    expect((v.runs as Json[])[0]).toMatchObject({ status: 'done', contracts: 1, amount: '6.90' });
    // 1,000 lost -> tier 2 loss 0.5 % = 5.00; 500 won -> tier 2 profit 0.2 % = 1.00;
    // 200 lost -> tier 1 loss 0.3 % = 0.60; 300 push (not lost) -> tier 1 profit 0.1 % = 0.30.
    const s = await settlementOf('ca', 'realtime', window);
    expect(s).toMatchObject({ amount: '690', tier: 2, rate: '0.2/0.5' });
    expect(s.details).toEqual([
      { tier: 1, bets: 2, validBet: '500.00', lostBets: 1, lostValid: '200.00' },
      { tier: 2, bets: 2, validBet: '1500.00', lostBets: 1, lostValid: '1000.00' },
    ]);
  });

  it('daily (fixed amounts): a payer short of balance pays in full or not at all', async () => {
    const before = await balance('ca');
    await setClock(at(2, 0, 30)); // Wednesday 00:30: Monday and Tuesday are closed
    const v = await run('daily:D', dayKey(0));
    // A: 2,050.00 valid, 3 active -> 50.00 from the house. B: 1,750.00 -> 10.00 from A.
    // B owes cp1 and cp2 10.00 each but held nothing when its batch was paid: both short;
    // the retry right after pays cp1 with B's 10.00; cp2 stays short.
    expect((v.runs as Json[])[0]).toMatchObject({
      status: 'done',
      contracts: 4,
      paid: 2,
      amount: '60.00',
    });
    expect(v.retried).toBe(1);
    expect(await settlementOf('ca', 'daily', dayKey(0))).toMatchObject({
      amount: '5000',
      tier: 2,
      status: 'paid',
    });
    expect(await settlementOf('cb', 'daily', dayKey(0))).toMatchObject({
      amount: '1000',
      status: 'paid',
    });
    expect(await settlementOf('cp1', 'daily', dayKey(0))).toMatchObject({
      amount: '1000',
      paid: '1000',
      status: 'paid',
    });
    expect(await settlementOf('cp2', 'daily', dayKey(0))).toMatchObject({
      amount: '1000',
      paid: '0',
      status: 'short',
    });
    expect(await balance('cb')).toBe(String(850 + 1_000 - 1_000));
    expect(await balance('ca')).toBe(String(Number(before) + 5_000 - 1_000));
    const told = await one(sql`
      select count(*) filter (where member_id = ${ids.cp2!})::text as payee,
             count(*) filter (where member_id = ${ids.cb!})::text as payer
        from inbox_messages where type = 'settlement_short'`);
    expect(told).toEqual({ payee: '1', payer: '2' });
    // Once B has the money, the next run pays cp2 (and only cp2).
    await operator('POST', '/operator/adjustments', {
      account: 'cb',
      amount: '10.00',
      reason: 'top up',
    });
    const again = await operator('POST', '/operator/settlements/run', {});
    expect(again.retried).toBe(1);
    expect(await settlementOf('cp2', 'daily', dayKey(0))).toMatchObject({
      paid: '1000',
      status: 'paid',
    });
    expect(await balance('cb')).toBe('850');
  });

  it('weekly dividend: 0.3 x 630.00 net loss = 189.00', async () => {
    await setClock(at(7, 1)); // next Monday 01:00: the week is closed
    const v = await run('dividend:W', weekKey);
    expect((v.runs as Json[])[0]).toMatchObject({ status: 'done', contracts: 1, amount: '189.00' });
    // -1,000 + 700 - 200 + 0 - 50 - 80 = -630.00 for the week.
    expect(await settlementOf('ca', 'dividend', weekKey)).toMatchObject({
      profit_loss: '-63000',
      rate: '0.3',
      amount: '18900',
    });
  });
});

describe('idempotency and reruns', () => {
  it('the same period run three more times settles and pays nothing twice', async () => {
    await operator('POST', '/operator/settlements/run', { job: 'daily:D' });
    const before = await counts();
    for (let i = 0; i < 3; i++) {
      const v = await run('daily:D', dayKey(0));
      expect((v.runs as Json[])[0]).toMatchObject({ status: 'done', contracts: 4, paid: 4 });
      await run('hourly:h', hourKey(0, 11));
    }
    // The scheduler's way (no period named) skips periods that are done.
    const due = await operator('POST', '/operator/settlements/run', { job: 'daily:D' });
    expect(due.runs).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('a rerun pays only the difference, with its reason; a second one moves nothing', async () => {
    const contract = Number((await settlementOf('ca', 'dividend', weekKey)).contract_id);
    // A correction from the vendor: cp2's win paid 600.00, not 1,200.00 (net loss 1,230.00).
    await t.database.db.execute(sql`update bet_records set payout = 60000 where id = ${p2Win}`);
    const aBefore = BigInt(await balance('ca'));
    const r = await operator('POST', '/operator/settlements/rerun', {
      contractId: contract,
      period: weekKey,
      reason: 'vendor correction',
    });
    expect(r).toMatchObject({
      previousAmount: '189.00',
      newAmount: '369.00',
      difference: '180.00',
      outcome: 'moved',
    });
    expect(r.settlement).toMatchObject({
      amount: '369.00',
      paid: '369.00',
      status: 'paid',
      reruns: 1,
    });
    expect(BigInt(await balance('ca'))).toBe(aBefore + 18_000n);
    const again = await operator('POST', '/operator/settlements/rerun', {
      contractId: contract,
      period: weekKey,
      reason: 'check',
    });
    expect(again).toMatchObject({ difference: '0.00', outcome: 'none' });
    // Undone: the excess goes back from A to the house.
    await t.database.db.execute(sql`update bet_records set payout = 120000 where id = ${p2Win}`);
    const back = await operator('POST', '/operator/settlements/rerun', {
      contractId: contract,
      period: weekKey,
      reason: 'correction reverted',
    });
    expect(back).toMatchObject({ newAmount: '189.00', difference: '-180.00', outcome: 'moved' });
    expect(BigInt(await balance('ca'))).toBe(aBefore);
    const reasons = (
      await t.database.db.execute<{ reason: string; difference: string }>(
        sql`select reason, difference::text as difference from settlement_reruns order by id`,
      )
    ).rows;
    expect(reasons).toEqual([
      { reason: 'vendor correction', difference: '18000' },
      { reason: 'check', difference: '0' },
      { reason: 'correction reverted', difference: '-18000' },
    ]);
    const audit = await one(
      sql`select count(*)::text as n from operator_audit where action = 'settlement.rerun'`,
    );
    expect(audit.n).toBe('3');
  });

  it('refuses reruns of open periods, unknown keys and contracts outside the merchant', async () => {
    const contract = Number((await settlementOf('ca', 'dividend', weekKey)).contract_id);
    for (const [contractId, period, code] of [
      [contract, '2099-W01', 'settlement.period.invalid'],
      [contract, dayKey(0), 'settlement.period.invalid'],
      [999_999, weekKey, 'not.found'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/operator/settlements/rerun',
        headers: { ...OPERATOR, 'idempotency-key': `settlement-test-bad-${contractId}-${period}` },
        payload: { contractId, period, reason: 'x' },
      });
      expect(json(res).errorCode, `${period}`).toBe(code);
    }
  });
});

describe('what the agents see', () => {
  it('records with their base figures, mine and my downlines', async () => {
    const v = await call(
      'ca',
      'GET',
      `/wps/agent/settlements?kind=hourly&scope=downlines&status=paid&period=custom&from=${dayKey(0)}&to=${dayKey(0)}`,
    );
    expect(v.list).toEqual([
      expect.objectContaining({
        period: hourKey(0, 11),
        payee: { memberId: ids.cb, account: 'cb' },
        validBet: '1700.00',
        activeMembers: 2,
        tier: 2,
        rate: '0.5',
        amount: '8.50',
        paid: '8.50',
        status: 'paid',
      }),
    ]);
    const mine = await call(
      'cb',
      'GET',
      `/wps/agent/settlements?kind=daily&period=custom&from=${dayKey(0)}&to=${dayKey(1)}`,
    );
    // Monday 1,750.00 (-550.00) paid 10.00; Tuesday 80.00 (-80.00) below every tier.
    expect(mine.totals).toEqual({
      validBet: '1830.00',
      profitLoss: '-630.00',
      amount: '10.00',
      paid: '10.00',
    });
    const paidOut = await call(
      'cb',
      'GET',
      `/wps/agent/settlements?kind=daily&scope=downlines&sort=account&order=asc&period=custom&from=${dayKey(0)}&to=${dayKey(1)}`,
    );
    expect((paidOut.list as Json[]).map((s) => (s.payee as Json).account)).toEqual([
      'cp1',
      'cp1',
      'cp2',
      'cp2',
    ]);
    // Someone else's records are not in anybody's answer.
    const other = await call(
      'cc',
      'GET',
      `/wps/agent/settlements?kind=daily&scope=downlines&period=custom&from=${dayKey(0)}&to=${dayKey(1)}`,
    );
    expect(other.total).toBe(0);
  });

  it('the chart: received and paid out per period', async () => {
    const v = await call(
      'cb',
      'GET',
      `/wps/agent/settlements/chart?kind=daily&period=custom&from=${dayKey(0)}&to=${dayKey(1)}`,
    );
    expect(v.points).toEqual([
      { period: dayKey(0), periodStart: at(0, 0), received: '10.00', paidOut: '20.00' },
      { period: dayKey(1), periodStart: at(1, 0), received: '0.00', paidOut: '0.00' },
    ]);
  });

  it('the projected statement of the open period', async () => {
    // Next Monday 01:00: a bet of cp1 in the open day counts in the projection only.
    const [game] = await t.database.db.select().from(games).limit(1);
    await t.database.db.execute(sql`
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      values (${game!.merchantId}, ${ids.cp1!}, 'c-open', ${game!.category}, ${game!.vendorCode}, ${game!.id},
              ${game!.gameCode}, 20000, 0, 'SETTLED', '{}', '{}', ${new Date(at(7, 0, 30)).toISOString()},
              ${new Date(at(7, 0, 30)).toISOString()})`);
    const v = await call('cb', 'GET', '/wps/agent/settlements/projected?kind=daily');
    expect(v.mine).toEqual([
      expect.objectContaining({
        period: dayKey(7),
        validBet: '200.00',
        activeMembers: 1,
        tier: 1,
        amount: '10.00',
      }),
    ]);
    expect(v).toMatchObject({ downlineContracts: 2, downlineTotal: '10.00' });
    expect(v.asOf as number).toBeGreaterThanOrEqual(clockNow);
  });
});

it('keeps the ledger invariants', async () => {
  expect(await auditLedger(t.database.db)).toEqual({
    total: 0n,
    unbalanced: 0,
    drifted: 0,
    negative: 0,
  });
  const perSettlement = await one(sql`
    select count(*)::text as n from (
      select s.id from settlements s join ledger_transactions tx on tx.reference = 'settlement:' || s.id
       group by s.id having count(*) > 1 + (select count(*) from settlement_reruns r where r.settlement_id = s.id and r.outcome = 'moved')) x`);
  expect(perSettlement.n).toBe('0');
});
