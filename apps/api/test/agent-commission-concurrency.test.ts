// Agent commission under concurrency: a top agent (RNG 2.00) over 40 agents (RNG 1.00) over
// 120 players. Three runs of one closed day start at once (two scheduled, one an operator's
// forced run), in batches of 10 agents, while new bets keep settling (into the next day); then
// the next day is run twice at once. Each time: every agent settled once per day with the
// amount the rule gives, every settlement credited once, ledger invariants
// (scripts/ledger-invariants.sql) all 0. On PostgreSQL the advisory lock lets one run work and
// the others answer `locked` (or `skipped` when they came after it finished).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult } from '../src/domain/contracts';
import { runCommission } from '../src/domain/contracts/commission';
import { periodOfKey } from '../src/domain/kernel';
import { createTestApp, type TestApp } from './helpers/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
const postgres = Boolean(process.env.DATABASE_URL);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GMT8 = 8 * HOUR;
const AGENTS = 40;

let t: TestApp;
let merchant: { id: number; currency: string; timeZone: string };
let game: Record<string, string | number>;
/** Local midnight (GMT+8) of a day ten days ago: days 0 and 1 are used, both closed. */
const base = (() => {
  const local = Date.now() + GMT8 - 10 * DAY;
  return local - (local % DAY) - GMT8;
})();
const dayKey = (n: number) => new Date(base + n * DAY + GMT8).toISOString().slice(0, 10);
const period = (n: number) => periodOfKey('D', dayKey(n), 'Asia/Shanghai')!;
const now = base + 9 * DAY;

const one = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows[0] ?? {};

async function invariants() {
  const text = readFileSync(path.join(here, '../scripts/ledger-invariants.sql'), 'utf8');
  const select = text.slice(text.indexOf('select'), text.lastIndexOf('commit;')).trim();
  const [row] = (await t.database.db.execute<Record<string, unknown>>(sql.raw(select))).rows;
  return Object.entries(row!).filter(([, value]) => String(value) !== '0');
}

/** Each agent settled once for the day, with the rule's amount, credited once. */
async function expectExactlyOnce(day: number) {
  // The rule, computed independently: a sub-agent earns 1.00 % of its players' stakes; the
  // top agent 1.00 % (2.00 - 1.00) of everything under its sub-agents; each rounded down.
  const expected = await one(sql`
    with day_bets as (
      select b.member_id, sum(b.stake) as stake from bet_records b
       where b.round_id like 'qc-%' and b.status = 'SETTLED'
         and b.settled_at >= ${new Date(period(day).start).toISOString()}
         and b.settled_at < ${new Date(period(day).end).toISOString()}
       group by b.member_id),
    per_agent as (
      select p.parent_id as agent, sum(d.stake) as stake
        from day_bets d join members p on p.id = d.member_id group by p.parent_id)
    select (select count(*) from per_agent where stake >= 100)::text as paid_agents,
           (select coalesce(sum(floor(stake * 100 / 10000)), 0) from per_agent)::text as agents,
           (select floor(coalesce(sum(stake), 0) * 100 / 10000) from per_agent)::text as top`);
  const settled = await one(sql`
    select count(*)::text as n, count(distinct c.agent_id)::text as agents,
           coalesce(sum(c.amount) filter (where m.username <> 'qtop'), 0)::text as subs,
           coalesce(sum(c.amount) filter (where m.username = 'qtop'), 0)::text as top
      from commission_settlements c join members m on m.id = c.agent_id
     where c.period = ${dayKey(day)} and m.username like 'q%'`);
  expect(settled.n).toBe(settled.agents);
  expect(Number(settled.n)).toBe(Number(expected.paid_agents) + 1);
  expect(settled.subs).toBe(expected.agents);
  expect(settled.top).toBe(expected.top);
  const credits = await one(sql`
    select count(*) filter (where n <> 1)::text as not_once
      from commission_settlements c
      cross join lateral (select count(*) as n from ledger_transactions x
                           where x.kind = 'commission' and x.reference = 'commission:' || c.id) x
     where c.period = ${dayKey(day)}`);
  expect(credits.not_once).toBe('0');
  expect(await invariants()).toEqual([]);
  return Number(settled.n);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [m] = (await db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`))
    .rows;
  merchant = { id: Number(m!.id), currency: 'USD', timeZone: 'Asia/Shanghai' };
  const mid = merchant.id;
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type, rebates)
    values (${mid}, 'qtop', 'x', 1, '{"RNG": "2.00"}')`);
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type, parent_id, rebates)
    select ${mid}, 'qagent' || g, 'x', 1, (select id from members where username = 'qtop'),
           '{"RNG": "1.00"}'
      from generate_series(1, ${AGENTS}) g`);
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type, parent_id)
    select ${mid}, 'qplayer' || g, 'x', 0,
           (select id from members where username = 'qagent' || (1 + (g - 1) % ${AGENTS}))
      from generate_series(1, 120) g`);
  game = (
    await db.execute<Record<string, string | number>>(
      sql`select id, vendor_code, game_code from games where merchant_id = ${mid} limit 1`,
    )
  ).rows[0]!;
  // Two bets a player on day 0, stakes that leave fractions of a cent.
  await db.execute(sql`
    insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id,
                             game_code, stake, payout, status, bet, outcome, created_at, settled_at)
    select ${mid}, p.id, 'qc-' || p.id || '-' || k, 'RNG', ${game.vendor_code}, ${game.id},
           ${game.game_code}, 1003 + (p.id * 37 + k * 101) % 9000, 0, 'SETTLED', '{}', '{}',
           to_timestamp(${base / 1000} + 3600 + k * 60 + (p.id % 50) * 600),
           to_timestamp(${base / 1000} + 3600 + k * 60 + (p.id % 50) * 600)
      from members p, generate_series(0, 1) k
     where p.username like 'qplayer%'`);
});
afterAll(() => t.close());

/** New bets settling on day 1 while the runs work: one statement per bet, as rounds do. */
async function betsDuring(count: number) {
  const players = (
    await t.database.db.execute<{ id: number }>(
      sql`select id from members where username like 'qplayer%' order by id`,
    )
  ).rows;
  for (let i = 0; i < count; i++) {
    const player = Number(players[i % players.length]!.id);
    const at = new Date(base + DAY + HOUR + i * 1000).toISOString();
    await t.database.db.execute(sql`
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id,
                               game_code, stake, payout, status, bet, outcome, created_at, settled_at)
      values (${merchant.id}, ${player}, ${`qc-late-${i}`}, 'RNG', ${game.vendor_code}, ${game.id},
              ${game.game_code}, ${1001 + i * 7}, 0, 'SETTLED', '{}', '{}', ${at}, ${at})`);
  }
}

const runDay = (day: number, force = false) =>
  runCommission(t.database, merchant, period(day), now, { batchSize: 10, force });

describe('agent commission under concurrency', () => {
  it('three runs of a day racing each other and new bets: each agent paid once', async () => {
    const [a, b, c] = (await Promise.all([
      runDay(0),
      runDay(0),
      runDay(0, true),
      betsDuring(60),
    ])) as [RunResult, RunResult, RunResult, void];
    const statuses = [a.status, b.status, c.status].sort();
    expect(statuses).toContain('done');
    if (postgres) for (const s of statuses) expect(['done', 'locked', 'skipped']).toContain(s);
    // Whatever the interleaving, the amounts paid by all runs together are the day's, once.
    const paid = [a, b, c].reduce((s, r) => s + r.paid, 0);
    expect(paid).toBe(AGENTS + 1);
    expect(await expectExactlyOnce(0)).toBe(AGENTS + 1);
  });

  it('the next day, with the bets that raced, run twice at once: paid once', async () => {
    const runs = await Promise.all([runDay(1), runDay(1)]);
    expect(runs.map((r) => r.status)).toContain('done');
    const agents = await expectExactlyOnce(1);
    expect(agents).toBeGreaterThan(1);
    // A forced rerun of both days and a scheduled one afterwards move nothing.
    const before = await one(sql`select count(*)::text as n from ledger_transactions`);
    const again = await Promise.all([runDay(0, true), runDay(1, true), runDay(1)]);
    expect(again.reduce((s, r) => s + r.paid, 0)).toBe(0);
    expect(await one(sql`select count(*)::text as n from ledger_transactions`)).toEqual(before);
    expect(await invariants()).toEqual([]);
  });
});
