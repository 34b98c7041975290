// The daily report from real movements: per day of the merchant's calendar (here UTC+8) and
// per game category, deposits, withdrawals, bets, payouts, GGR, bonus cost and new members,
// exact to the cent, with totals; the CSV gives each day its local start with the offset; a
// reversed or too long period is refused in the envelope; support may not read reports.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords } from '../src/db/schema/bets';
import { games } from '../src/db/schema/games';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, json, type TestApp } from './helpers/test-app';

// 2031-03-15 12:00 in Shanghai (04:00 UTC).
const NOW = Date.parse('2031-03-15T04:00:00Z');
// 2031-03-15 00:30 in Shanghai, still the 14th in UTC.
const EARLY_TODAY = Date.parse('2031-03-14T16:30:00Z');
// 2031-03-14 23:30 in Shanghai.
const LATE_YESTERDAY = Date.parse('2031-03-14T15:30:00Z');

let t: TestApp;
let merchantId: number;
let currency: string;
let seq = 0;
let reader: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  currency = m!.currency;
  await db
    .update(merchants)
    .set({
      settings: sql`coalesce(${merchants.settings}, '{}'::jsonb) || '{"timeZone":"Asia/Shanghai"}'::jsonb`,
    })
    .where(eq(merchants.id, merchantId));
  reader = await newSignedInStaff(t, db, merchantId, 'rep.reader', 'finance', NOW);
});
afterAll(() => t.close());

async function newMember(createdAt: number) {
  const [member] = await t.database.db
    .insert(members)
    .values({
      merchantId,
      username: `rep${++seq}`,
      passwordHash: 'x',
      type: 0,
      createdAt: new Date(createdAt),
    })
    .returning();
  return member!;
}

/** A movement between the house and the member (positive: to the member). */
async function move(memberId: number, kind: string, amount: string, now: number) {
  const minor = toMinor(amount);
  await t.database.db.transaction(async (tx) => {
    const account = await memberAccount(tx, merchantId, memberId, currency);
    const house = await houseAccount(tx, merchantId, currency);
    await post(tx, {
      merchantId,
      kind: kind as 'deposit',
      idempotencyKey: `report-test:${++seq}`,
      legs: [
        { accountId: house, amount: -minor, kind: 'house' },
        { accountId: account.id, amount: minor, kind: 'member' },
      ],
      now,
    });
  });
}

async function bet(
  memberId: number,
  category: string,
  stake: string,
  payout: string,
  at: number,
  settled: boolean,
) {
  const [game] = await t.database.db.select({ id: games.id }).from(games).limit(1);
  await t.database.db.insert(betRecords).values({
    merchantId,
    memberId,
    roundId: `rep-round-${++seq}`,
    category,
    vendorCode: 'DEMO',
    gameId: game!.id,
    gameCode: 'demo',
    stake: toMinor(stake),
    payout: settled ? toMinor(payout) : 0n,
    status: settled ? 'SETTLED' : 'OPEN',
    bet: {},
    outcome: {},
    createdAt: new Date(at),
    settledAt: settled ? new Date(at) : null,
  });
}

describe('GET /operator/reports/daily', () => {
  it('gives each day its figures and its play per game category, with totals', async () => {
    const a = await newMember(EARLY_TODAY);
    const b = await newMember(LATE_YESTERDAY);
    await move(a.id, 'deposit', '100.01', EARLY_TODAY);
    await move(b.id, 'deposit', '30.00', LATE_YESTERDAY);
    await move(a.id, 'withdrawal', '-40.00', NOW);
    await move(a.id, 'withdrawal_return', '10.00', NOW);
    await move(a.id, 'bonus', '5.00', NOW);
    await move(a.id, 'rebate', '1.25', EARLY_TODAY);
    await bet(a.id, 'SLOT', '20.00', '15.00', NOW, true);
    await bet(a.id, 'SLOT', '10.00', '0', EARLY_TODAY, true);
    await bet(a.id, 'LIVE', '7.10', '0', NOW, false);
    await bet(b.id, 'LIVE', '3.00', '9.00', LATE_YESTERDAY, true);

    const report = value<{
      timeZone: string;
      from: string;
      to: string;
      days: Record<string, unknown>[];
      totals: Record<string, unknown>;
    }>(
      await staffCall(
        t,
        'GET',
        '/operator/reports/daily?from=2031-03-13&to=2031-03-15',
        reader.token,
      ),
    );
    expect(report).toMatchObject({
      timeZone: 'Asia/Shanghai',
      from: '2031-03-13',
      to: '2031-03-15',
    });
    expect(report.days.map((d) => [d.day, d.dayStart])).toEqual([
      ['2031-03-13', '2031-03-13T00:00+08:00'],
      ['2031-03-14', '2031-03-14T00:00+08:00'],
      ['2031-03-15', '2031-03-15T00:00+08:00'],
    ]);
    expect(report.days[0]).toMatchObject({ deposits: '0.00', bets: 0, categories: [] });
    expect(report.days[1]).toEqual({
      day: '2031-03-14',
      dayStart: '2031-03-14T00:00+08:00',
      deposits: '30.00',
      withdrawals: '0.00',
      bets: 1,
      stake: '3.00',
      payouts: '9.00',
      ggr: '-6.00',
      bonusCost: '0.00',
      newMembers: 1,
      categories: [{ category: 'LIVE', bets: 1, stake: '3.00', payouts: '9.00', ggr: '-6.00' }],
    });
    expect(report.days[2]).toMatchObject({
      deposits: '100.01',
      withdrawals: '30.00',
      bets: 3,
      stake: '37.10',
      payouts: '15.00',
      ggr: '15.00',
      bonusCost: '6.25',
      newMembers: 1,
      categories: [
        // In the order the site shows the categories.
        { category: 'LIVE', bets: 1, stake: '7.10', payouts: '0.00', ggr: '0.00' },
        { category: 'SLOT', bets: 2, stake: '30.00', payouts: '15.00', ggr: '15.00' },
      ],
    });
    expect(report.totals).toMatchObject({
      deposits: '130.01',
      withdrawals: '30.00',
      bets: 4,
      stake: '40.10',
      ggr: '9.00',
      newMembers: 2,
    });
  });

  it('exports the same figures as CSV, each day with its local start and offset', async () => {
    const res = await staffCall(
      t,
      'GET',
      '/operator/reports/daily/csv?from=2031-03-14&to=2031-03-15',
      reader.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('daily-2031-03-14-2031-03-15.csv');
    expect(res.body.split('\r\n')).toEqual([
      'day,day_start,category,deposits,withdrawals,bets,stake,payouts,ggr,bonus_cost,new_members',
      '2031-03-14,2031-03-14T00:00+08:00,ALL,30.00,0.00,1,3.00,9.00,-6.00,0.00,1',
      '2031-03-14,2031-03-14T00:00+08:00,LIVE,,,1,3.00,9.00,-6.00,,',
      '2031-03-15,2031-03-15T00:00+08:00,ALL,100.01,30.00,3,37.10,15.00,15.00,6.25,1',
      '2031-03-15,2031-03-15T00:00+08:00,LIVE,,,1,7.10,0.00,0.00,,',
      '2031-03-15,2031-03-15T00:00+08:00,SLOT,,,2,30.00,15.00,15.00,,',
      '',
    ]);
  });

  it('refuses a reversed, too long or impossible period, and a support role', async () => {
    for (const query of [
      'from=2031-03-15&to=2031-03-14',
      'from=2030-01-01&to=2031-03-15',
      'from=2031-02-30&to=2031-03-01',
    ]) {
      const res = await staffCall(t, 'GET', `/operator/reports/daily?${query}`, reader.token);
      expect([query, res.statusCode, json(res).errorCode]).toEqual([
        query,
        400,
        'request.param.err',
      ]);
    }
    const week = value<{ days: { day: string }[] }>(
      await staffCall(t, 'GET', '/operator/reports/daily', reader.token),
    );
    expect(week.days.map((d) => d.day)).toEqual([
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-14',
      '2031-03-15',
    ]);
    const support = await newSignedInStaff(
      t,
      t.database.db,
      merchantId,
      'rep.support',
      'support',
      NOW,
    );
    const refused = await staffCall(t, 'GET', '/operator/reports/daily', support.token);
    expect([refused.statusCode, json(refused).errorCode]).toEqual([403, 'operator.forbidden']);
  });
});
