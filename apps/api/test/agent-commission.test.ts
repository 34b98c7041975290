// Agent commission, worked by hand: a tree on the demo merchant (GMT+8)
//   ka (RNG 2.00, LIVE 1.00) -> kb (RNG 1.50, LIVE 1.00), kp3 (player)
//   kb -> kc (RNG 0.55, LIVE 0.30), kp2 (player) ; kc -> kp1 (player)
// and another branch xa (RNG 3.00) -> xp1. Bets settle on one day of the development clock;
// the operator runs `commission:D` for it; each agent is paid the difference between its rate
// and each direct downline's on that branch's valid bets, the sum rounded down once. A second
// and a third run pay nothing; the statement and "My income" show it; another branch's member
// is never paid or shown; the ledger invariants stay 0.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members';
import { openSession } from '../src/domain/sessions';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
const here = path.dirname(fileURLToPath(import.meta.url));
const OPERATOR = { ...DEMO, 'x-operator-key': 'opk_demo_operator_0123456789abcdef' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GMT8 = 8 * HOUR;
/** Local midnight (GMT+8) three days ahead: the settled day. */
const day0 = (() => {
  const local = Date.now() + GMT8 + 3 * DAY;
  return local - (local % DAY) - GMT8;
})();
const dayKey = (ms: number) => new Date(ms + GMT8).toISOString().slice(0, 10);
const ids: Record<string, number> = {};
let merchantId = 0;
let keyNo = 0;

const one = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows[0] ?? {};
const balance = async (name: string) =>
  (await one(sql`select balance::text as b from ledger_accounts where member_id = ${ids[name]!}`))
    .b ?? '0';

async function setClock(ms: number) {
  const res = await t.request({
    method: 'PUT',
    url: '/dev/clock',
    headers: DEMO,
    payload: { offsetMs: ms - Date.now() },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function run(period?: string) {
  const res = await t.request({
    method: 'POST',
    url: '/operator/settlements/run',
    headers: { ...OPERATOR, 'idempotency-key': `commission-test-${++keyNo}` },
    payload: period ? { job: 'commission:D', period } : { job: 'commission:D' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as { runs: Record<string, unknown>[] };
}
async function asAgent(name: string, url: string, now: number) {
  const [m] = await t.database.db.select().from(members).where(eq(members.id, ids[name]!));
  const token = await openSession(t.database.db, m!, 'password', now);
  const res = await t.request({ method: 'GET', url, headers: { ...DEMO, authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as Record<string, unknown>;
}

/** scripts/ledger-invariants.sql (the select between its begin and commit): every column 0. */
async function invariants(db: TestApp['database']['db']) {
  const text = readFileSync(path.join(here, '../scripts/ledger-invariants.sql'), 'utf8');
  const select = text.slice(text.indexOf('select'), text.lastIndexOf('commit;')).trim();
  const [row] = (await db.execute<Record<string, string | number>>(sql.raw(select))).rows;
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, String(v)]));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  merchantId = Number(
    (await db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`)).rows[0]!
      .id,
  );
  const add = async (username: string, type: number, parent: string | null, rebates = {}) => {
    const [m] = await db
      .insert(members)
      .values({
        merchantId,
        username,
        passwordHash: 'x',
        type,
        parentId: parent ? ids[parent]! : null,
        rebates,
      })
      .returning();
    ids[username] = m!.id;
  };
  await add('ka', 1, null, { RNG: '2.00', LIVE: '1.00' });
  await add('kb', 1, 'ka', { RNG: '1.50', LIVE: '1.00' });
  await add('kc', 1, 'kb', { RNG: '0.55', LIVE: '0.30' });
  await add('kp1', 0, 'kc');
  await add('kp2', 0, 'kb');
  await add('kp3', 0, 'ka');
  await add('xa', 1, null, { RNG: '3.00' });
  await add('xp1', 0, 'xa');
  const [game] = (
    await db.execute<Record<string, string | number>>(
      sql`select id, vendor_code, game_code from games where merchant_id = ${merchantId} limit 1`,
    )
  ).rows;
  let n = 0;
  const bet = async (who: string, category: string, stake: number, settledAt: number | null) => {
    await db.execute(sql`
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id,
                               game_code, stake, payout, status, bet, outcome, created_at, settled_at)
      values (${merchantId}, ${ids[who]!}, ${`k-${who}-${++n}`}, ${category}, ${game!.vendor_code},
              ${game!.id}, ${game!.game_code}, ${stake}, 0, ${settledAt ? 'SETTLED' : 'OPEN'}, '{}', '{}',
              ${new Date(day0 + HOUR).toISOString()},
              ${settledAt ? new Date(settledAt).toISOString() : null})`);
  };
  await bet('kp1', 'RNG', 20_000, day0 + 10 * HOUR);
  await bet('kp1', 'RNG', 13_333, day0 + 23 * HOUR); // 333.33 RNG in all
  await bet('kp1', 'LIVE', 10_000, day0 + 11 * HOUR);
  await bet('kc', 'RNG', 2_000, day0 + 12 * HOUR); // an agent's own bets count for its uplines
  await bet('kp2', 'RNG', 5_000, day0 + 13 * HOUR);
  await bet('kp3', 'RNG', 1_001, day0 + 14 * HOUR);
  await bet('xp1', 'RNG', 100_000, day0 + 15 * HOUR);
  await bet('kp1', 'RNG', 50_000, day0 + DAY + HOUR); // the next day
  await bet('kp1', 'RNG', 70_000, day0 - HOUR); // the day before
  await bet('kp2', 'RNG', 90_000, null); // not settled
});
afterAll(() => t.close());

describe('agent commission', () => {
  it('pays each level its difference on its branches, rounded down once', async () => {
    await setClock(day0 + DAY + 2 * HOUR);
    const v = await run(dayKey(day0));
    // kc: 333.33 x 0.55 % + 100.00 x 0.30 % = 1.833315 + 0.30 = 2.133315 -> 2.13
    // kb: (333.33 + 20.00) x 0.95 % + 100.00 x 0.70 % + 50.00 x 1.50 % = 3.356635 + 0.70 + 0.75
    //     = 4.806635 -> 4.80
    // ka: (333.33 + 20.00 + 50.00) x 0.50 % + 100.00 x 0 + 10.01 x 2.00 % = 2.01665 + 0.2002
    //     = 2.21685 -> 2.21
    // xa: 1,000.00 x 3.00 % = 30.00
    expect(v.runs).toEqual([
      {
        job: 'commission:D',
        period: dayKey(day0),
        status: 'done',
        contracts: 4,
        paid: 4,
        amount: '39.14',
      },
    ]);
    expect(await balance('kc')).toBe('213');
    expect(await balance('kb')).toBe('480');
    expect(await balance('ka')).toBe('221');
    expect(await balance('xa')).toBe('3000');
    for (const player of ['kp1', 'kp2', 'kp3', 'xp1']) expect(await balance(player)).toBe('0');
    const row = await one(sql`
      select valid_bet::text as valid, amount::text as amount, lines
        from commission_settlements where agent_id = ${ids.kb!}`);
    expect(row.valid).toBe('50333');
    expect(row.amount).toBe('480');
    expect(row.lines).toEqual([
      {
        category: 'LIVE',
        memberId: ids.kc,
        account: 'kc',
        validBet: '100.00',
        rate: '1.00',
        downlineRate: '0.30',
      },
      {
        category: 'RNG',
        memberId: ids.kc,
        account: 'kc',
        validBet: '353.33',
        rate: '1.50',
        downlineRate: '0.55',
      },
      {
        category: 'RNG',
        memberId: ids.kp2,
        account: 'kp2',
        validBet: '50.00',
        rate: '1.50',
        downlineRate: '0.00',
      },
    ]);
    // Paid by the house, one `commission` transaction per settlement.
    const tx = await one(sql`
      select count(*)::text as n, count(distinct reference)::text as refs
        from ledger_transactions where kind = 'commission' and reference like 'commission:%'`);
    expect(tx).toEqual({ n: '4', refs: '4' });
  });

  it('a second run, a forced rerun and the scheduler pay nothing twice', async () => {
    const paidFor = (period: string) =>
      one(sql`
        select count(*)::text as n, coalesce(sum(e.amount), 0)::text as amount
          from commission_settlements c
          join ledger_transactions x on x.kind = 'commission' and x.reference = 'commission:' || c.id
          join ledger_entries e on e.transaction_id = x.id and e.amount > 0
         where c.period = ${period}`);
    expect(await paidFor(dayKey(day0))).toEqual({ n: '4', amount: '3914' });
    expect((await run(dayKey(day0))).runs[0]).toMatchObject({ status: 'done', paid: 0 });
    // The scheduler's pass settles the days still due (the day before: kp1's 700.00 RNG pays
    // kc 0.55 % = 3.85, kb 0.95 % = 6.65, ka 0.50 % = 3.50) and not the settled one again.
    const due = await run();
    expect(due.runs.find((r) => r.period === dayKey(day0))).toBeUndefined();
    expect(due.runs.find((r) => r.period === dayKey(day0 - DAY))).toMatchObject({
      status: 'done',
      paid: 3,
      amount: '14.00',
    });
    expect((await run()).runs.every((r) => r.status === 'done' && r.paid === 0)).toBe(true);
    expect(await paidFor(dayKey(day0))).toEqual({ n: '4', amount: '3914' });
    expect(await balance('kb')).toBe('1145');
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
    const checks = await invariants(t.database.db);
    expect(Object.entries(checks).filter(([, value]) => value !== '0')).toEqual([]);
  });

  it('the statement and "My income" show it; another branch is never shown', async () => {
    const now = day0 + DAY + 3 * HOUR;
    const paidDay = dayKey(now);
    const q = `period=custom&from=${paidDay}&to=${paidDay}`;
    const statement = (await asAgent('ka', `/wps/report/commission?${q}`, now)) as {
      list: { period: string; amount: string; validBet: string; lines: { account: string }[] }[];
      totals: { amount: string };
    };
    // Both days were paid on this day: the newest period first.
    expect(statement.list.map((s) => [s.period, s.amount, s.validBet])).toEqual([
      [dayKey(day0), '2.21', '513.34'],
      [dayKey(day0 - DAY), '3.50', '700.00'],
    ]);
    expect(statement.totals.amount).toBe('5.71');
    expect(statement.list[0]!.lines.map((l) => l.account).sort()).toEqual(['kb', 'kb', 'kp3']);
    expect(JSON.stringify(statement)).not.toContain('xp1');
    const income = (await asAgent('ka', `/wps/report/revenue?${q}`, now)) as {
      totals: { commission: string };
    };
    expect(income.totals.commission).toBe(statement.totals.amount);
    const other = (await asAgent('xa', `/wps/report/commission?${q}`, now)) as {
      list: { lines: { account: string }[] }[];
    };
    expect(other.list.flatMap((s) => s.lines.map((l) => l.account))).toEqual(['xp1']);
    // A player has no commission statement.
    const [p] = await t.database.db.select().from(members).where(eq(members.id, ids.kp1!));
    const token = await openSession(t.database.db, p!, 'password', now);
    const refused = await t.request({
      method: 'GET',
      url: `/wps/report/commission?${q}`,
      headers: { ...DEMO, authorization: token },
    });
    expect(refused.statusCode).toBe(403);
  });
});
