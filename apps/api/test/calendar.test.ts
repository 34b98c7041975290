// The merchant's calendar at its day boundaries, through the API: an agent report for
// "yesterday", a member's records for a day, the withdrawal daily count, a deposit limit's day
// and a mission's day each cut at the merchant's midnight (the demo merchant: Asia/Shanghai,
// GMT+8), and at the midnights of a zone with daylight saving (America/New_York).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { members } from '../src/db/schema/members';
import type { missions } from '../src/db/schema/rewards';
import { progressOf } from '../src/domain/rewards/missions';
import { openSession } from '../src/domain/sessions';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

type MissionRow = typeof missions.$inferSelect;
const at = (iso: string) => Date.parse(iso);
// 01:00 on Sunday 29 November in Shanghai; still 28 November in UTC.
let now = at('2026-11-28T17:00:00Z');
let t: TestApp;
let agent: TestMember;
let player: TestMember;
let merchantId: number;

// Bets of the player on both sides of two Shanghai midnights (16:00 UTC).
const BETS = [
  ['sh-27-late', '2026-11-27T15:59:00Z', 100], // 23:59 on the 27th
  ['sh-28-early', '2026-11-27T16:01:00Z', 200], // 00:01 on the 28th
  ['sh-28-late', '2026-11-28T15:59:00Z', 300], // 23:59 on the 28th
  ['sh-29-early', '2026-11-28T16:01:00Z', 400], // 00:01 on the 29th
] as const;

async function get<T = Record<string, unknown>>(m: TestMember, url: string): Promise<T> {
  const res = await t.request({
    method: 'GET',
    url,
    headers: { ...DEMO, authorization: m.token },
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json(res).value as T;
}

async function setZone(timeZone: string) {
  await t.database.db.execute(
    sql`update merchants set settings = settings || ${JSON.stringify({ timeZone })}::jsonb where code = 'demo'`,
  );
  configCache(t.database.db).invalidate();
}

async function bet(roundId: string, iso: string, stake: number) {
  const [g] = (
    await t.database.db.execute<{
      id: number;
      category: string;
      vendor_code: string;
      game_code: string;
    }>(sql`select id, category, vendor_code, game_code from games order by id limit 1`)
  ).rows;
  await t.database.db.execute(sql`
    insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                             stake, payout, status, bet, outcome, created_at)
    values (${merchantId}, ${player.member.id}, ${roundId}, ${g!.category}, ${g!.vendor_code}, ${Number(g!.id)},
            ${g!.game_code}, ${stake}, 0, 'SETTLED', '{}', '{}', ${iso}::timestamptz)`);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  agent = await createMember(t.database.db, 'cal_agent', { type: 1, now });
  merchantId = agent.member.merchantId;
  const [p] = (
    await t.database.db.execute<{ id: number }>(sql`
      insert into members (merchant_id, username, password_hash, type, parent_id)
      values (${merchantId}, 'cal_player', 'x', 0, ${agent.member.id}) returning id`)
  ).rows;
  const [row] = await t.database.db
    .select()
    .from(members)
    .where(eq(members.id, Number(p!.id)));
  player = { member: row!, token: await openSession(t.database.db, row!, 'password', now) };
  for (const [round, iso, stake] of BETS) await bet(round, iso, stake);
});

afterAll(async () => {
  await t?.close();
});

describe('a GMT+8 merchant', () => {
  it('reports "yesterday" to an agent from 00:00 to 24:00 GMT+8, and its team figures agree', async () => {
    const page = await get<{
      list: { createdAt: string; stake: string }[];
      period: { from: string; to: string; timeZone: string };
      totals: Record<string, unknown>;
    }>(agent, '/wps/report/teamBetting?period=yesterday&pageSize=50');
    expect(page.period).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
      timeZone: 'Asia/Shanghai',
    });
    expect(page.list.map((r) => r.createdAt).sort()).toEqual([
      '2026-11-27T16:01:00.000Z',
      '2026-11-28T15:59:00.000Z',
    ]);
    // The same day from the daily figures the triggers keep (member_daily_stats): 2 bets.
    const pnl = await get<{ totals: { bets: number; validBets: string } }>(
      agent,
      '/wps/report/profitLoss?period=yesterday',
    );
    expect(pnl.totals.bets).toBe(2);
    expect(pnl.totals.validBets).toBe('5.00');
    const today = await get<{ totals: { bets: number } }>(
      agent,
      '/wps/report/profitLoss?period=today',
    );
    expect(today.totals.bets).toBe(1);
  });

  it("shows a member's records of a day from its local midnight to the next", async () => {
    const day = await get<{ list: { roundId: string }[] }>(
      player,
      '/wps/report/accountGameBetHistory?from=2026-11-28&to=2026-11-28',
    );
    expect(day.list.map((r) => r.roundId).sort()).toEqual(['sh-28-early', 'sh-28-late']);
  });

  it("counts a mission's day from the merchant's midnight", async () => {
    const mission: MissionRow = {
      id: 1,
      merchantId,
      key: 'cal-daily',
      title: {},
      description: {},
      period: 'daily',
      metric: 'valid_bet',
      category: null,
      target: 1n,
      reward: 1n,
      points: 0,
      wageringMultiple: '0',
      sort: 0,
      enabled: true,
    };
    const progress = await progressOf(t.database.db, player.member.id, [mission], now);
    expect(progress.get(1)).toBe(400n);
    const weekly = await progressOf(
      t.database.db,
      player.member.id,
      [{ ...mission, period: 'weekly' }],
      now,
    );
    // Sunday the 29th belongs to the week from Monday the 23rd: every bet counts.
    expect(weekly.get(1)).toBe(1000n);
  });

  it('counts the withdrawals and deposits of the local day only', async () => {
    const db = t.database.db;
    const [card] = (
      await db.execute<{ id: number }>(sql`
        insert into bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
        values (${merchantId}, ${player.member.id}, 'ICBC', 'Cal Player', '6222000011112222', now())
        returning id`)
    ).rows;
    for (const [id, iso] of [
      ['W-cal-1', '2026-11-28T15:59:00Z'],
      ['W-cal-2', '2026-11-28T16:01:00Z'],
    ] as const) {
      await db.execute(sql`
        insert into withdrawals (id, merchant_id, member_id, amount, currency, status, channel, bank_card_id,
                                 created_at, updated_at)
        values (${id}, ${merchantId}, ${player.member.id}, 100, 'CNY', 'pending', 'bank', ${Number(card!.id)},
                ${iso}::timestamptz, ${iso}::timestamptz)`);
    }
    const settings = await get<{ usedToday: number }>(
      player,
      '/wps/relay/MCSFE_getWithdrawSettings',
    );
    expect(settings.usedToday).toBe(1);

    for (const [id, iso, amount] of [
      ['D-cal-1', '2026-11-28T15:59:00Z', 10_000],
      ['D-cal-2', '2026-11-28T16:01:00Z', 3_000],
    ] as const) {
      await db.execute(sql`
        insert into deposits (id, merchant_id, member_id, channel, channel_type, amount, currency, status,
                              created_at, updated_at)
        values (${id}, ${merchantId}, ${player.member.id}, 'bank', 'bank', ${amount}, 'CNY', 'credited',
                ${iso}::timestamptz, ${iso}::timestamptz)`);
    }
    await db.execute(sql`
      insert into member_limits (member_id, kind, period, amount)
      values (${player.member.id}, 'deposit', 'daily', 50000)`);
    const limits = await get<{ daily: { used: string; left: string } }>(
      player,
      '/wps/member/depositLimits',
    );
    expect(limits.daily).toMatchObject({ used: '30.00', left: '470.00' });
  });
});

describe('a merchant in a zone with daylight saving', () => {
  it('reports the 25-hour day of the autumn change from midnight to midnight, New York time', async () => {
    await setZone('America/New_York');
    const saved = now;
    try {
      // Sunday 1 November 2026 lasts 25 hours in New York: 04:00 UTC to 05:00 UTC the next day.
      await bet('ny-oct-31-late', '2026-11-01T03:59:00Z', 10);
      await bet('ny-nov-1-early', '2026-11-01T04:01:00Z', 20);
      await bet('ny-nov-1-late', '2026-11-02T04:59:00Z', 30);
      await bet('ny-nov-2-early', '2026-11-02T05:01:00Z', 40);
      now = at('2026-11-02T15:00:00Z');
      const page = await get<{
        list: { createdAt: string }[];
        period: { from: string; to: string; timeZone: string };
      }>(agent, '/wps/report/teamBetting?period=yesterday&pageSize=50');
      expect(page.period).toEqual({
        from: '2026-11-01',
        to: '2026-11-01',
        timeZone: 'America/New_York',
      });
      expect(page.list.map((r) => r.createdAt).sort()).toEqual([
        '2026-11-01T04:01:00.000Z',
        '2026-11-02T04:59:00.000Z',
      ]);
      const pnl = await get<{ totals: { bets: number } }>(
        agent,
        '/wps/report/profitLoss?period=yesterday',
      );
      expect(pnl.totals.bets).toBe(2);
      const day = await get<{ list: { roundId: string }[] }>(
        player,
        '/wps/report/accountGameBetHistory?from=2026-11-01&to=2026-11-01',
      );
      expect(day.list.map((r) => r.roundId).sort()).toEqual(['ny-nov-1-early', 'ny-nov-1-late']);
    } finally {
      now = saved;
      await setZone('Asia/Shanghai');
    }
  });
});
