// The dashboard's figures from real movements: deposits, withdrawals (less returns), bets and
// GGR, bonus cost and new members, each counted on the day of the merchant's calendar (its
// time zone, here UTC+8), today last of 30 days; any staff role may read them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords } from '../src/db/schema/bets';
import { games } from '../src/db/schema/games';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// 2031-03-15 12:00 in Shanghai (04:00 UTC): today there is the 15th.
const NOW = Date.parse('2031-03-15T04:00:00Z');
// 2031-03-15 00:30 in Shanghai, still the 14th in UTC.
const EARLY_TODAY = Date.parse('2031-03-14T16:30:00Z');
// 2031-03-14 23:30 in Shanghai: yesterday there.
const LATE_YESTERDAY = Date.parse('2031-03-14T15:30:00Z');

let t: TestApp;
let merchantId: number;
let currency: string;
let seq = 0;

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
});
afterAll(() => t.close());

async function newMember(createdAt: number) {
  const [member] = await t.database.db
    .insert(members)
    .values({
      merchantId,
      username: `dash${++seq}`,
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
      idempotencyKey: `dashboard-test:${++seq}`,
      legs: [
        { accountId: house, amount: -minor, kind: 'house' },
        { accountId: account.id, amount: minor, kind: 'member' },
      ],
      now,
    });
  });
}

async function bet(memberId: number, stake: string, payout: string, at: number, settled: boolean) {
  const [game] = await t.database.db.select({ id: games.id }).from(games).limit(1);
  await t.database.db.insert(betRecords).values({
    merchantId,
    memberId,
    roundId: `dash-round-${++seq}`,
    category: 'SLOT',
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

interface Day {
  day: string;
  deposits: string;
  withdrawals: string;
  bets: number;
  turnover: string;
  ggr: string;
  bonusCost: string;
  newMembers: number;
}

describe('GET /operator/dashboard', () => {
  it('counts each movement on the merchant’s day, today last of 30', async () => {
    const a = await newMember(EARLY_TODAY);
    const b = await newMember(LATE_YESTERDAY);
    await move(a.id, 'deposit', '100.00', EARLY_TODAY);
    await move(a.id, 'deposit', '50.50', NOW);
    await move(b.id, 'deposit', '30.00', LATE_YESTERDAY);
    await move(a.id, 'withdrawal', '-40.00', NOW);
    await move(a.id, 'withdrawal', '-10.00', NOW);
    await move(a.id, 'withdrawal_return', '10.00', NOW);
    await move(a.id, 'bonus', '5.00', NOW);
    await move(a.id, 'rebate', '1.25', EARLY_TODAY);
    await bet(a.id, '20.00', '15.00', NOW, true);
    await bet(a.id, '10.00', '0', EARLY_TODAY, true);
    await bet(a.id, '7.00', '0', NOW, false);
    await bet(b.id, '3.00', '9.00', LATE_YESTERDAY, true);

    const staff = await newSignedInStaff(
      t,
      t.database.db,
      merchantId,
      'dash.reader',
      'read-only',
      NOW,
    );
    const figures = value<{ timeZone: string; today: Day; days: Day[] }>(
      await staffCall(t, 'GET', '/operator/dashboard', staff.token),
    );
    expect(figures.timeZone).toBe('Asia/Shanghai');
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]!.day).toBe('2031-02-14');
    expect(figures.days[29]).toEqual(figures.today);
    expect(figures.today).toEqual({
      day: '2031-03-15',
      deposits: '150.50',
      withdrawals: '40.00',
      bets: 3,
      turnover: '37.00',
      ggr: '15.00',
      bonusCost: '6.25',
      newMembers: 1,
    });
    expect(figures.days[28]).toEqual({
      day: '2031-03-14',
      deposits: '30.00',
      withdrawals: '0.00',
      bets: 1,
      turnover: '3.00',
      ggr: '-6.00',
      bonusCost: '0.00',
      newMembers: 1,
    });
    expect(figures.days[27]!.deposits).toBe('0.00');
  });

  it('takes a shorter history and refuses a bad one in the envelope', async () => {
    const staff = await newSignedInStaff(
      t,
      t.database.db,
      merchantId,
      'dash.content',
      'content',
      NOW,
    );
    const week = value<{ days: Day[] }>(
      await staffCall(t, 'GET', '/operator/dashboard?days=7', staff.token),
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
    const bad = await staffCall(t, 'GET', '/operator/dashboard?days=0', staff.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, value: null });
  });
});
