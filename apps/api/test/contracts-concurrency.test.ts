// The settlement engine under concurrency and crashes: a top agent paying 60 agents who pay
// 120 players (181 daily contracts, settled in batches of 25). Two workers started at once on
// one period; a worker killed half way (on PostgreSQL a real process killed with SIGKILL
// after its second batch committed, and a connection terminated inside a batch's transaction;
// on PGlite a crash inside the transaction) and restarted; one period run three times. Each
// time: every contract settled once, every settlement paid at most once, and the ledger
// invariants hold (each transaction sums to zero, no balance below zero or drifting).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettlement, type RunResult } from '../src/domain/contracts';
import { retryShort } from '../src/domain/contracts/settlement';
import { houseAccount, memberAccount, periodOfKey, post } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, type TestApp } from './helpers/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
const postgres = Boolean(process.env.DATABASE_URL);
const BATCH = 25;
const CONTRACTS = 181;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GMT8 = 8 * HOUR;
const JOB = { job: 'daily:D', kind: 'daily', cycle: 'D', lookback: 7 } as const;

let t: TestApp;
let merchant: { id: number; currency: string; timeZone: string; language: string };
/** Local midnight (GMT+8) of a day ten days ago: days 0, 1, 2 are used, each closed. */
const base = (() => {
  const local = Date.now() + GMT8 - 10 * DAY;
  return local - (local % DAY) - GMT8;
})();
const dayKey = (n: number) => new Date(base + n * DAY + GMT8).toISOString().slice(0, 10);
const period = (n: number) => periodOfKey('D', dayKey(n), 'Asia/Shanghai')!;
const now = () => base + 9 * DAY;

const one = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows[0] ?? {};

/** Every contract settled once for the day, every settlement paid at most once, ledger sound. */
async function expectExactlyOnce(day: number) {
  const s = await one(sql`
    select count(*)::text as n, count(distinct contract_id)::text as contracts,
           count(*) filter (where status = 'paid')::text as paid,
           count(*) filter (where status = 'short')::text as short
      from settlements where period = ${dayKey(day)}`);
  expect(s.n).toBe(String(CONTRACTS));
  expect(s.contracts).toBe(String(CONTRACTS));
  const payments = await one(sql`
    select count(*)::text as n,
           count(*) filter (where n > 1)::text as twice,
           count(*) filter (where s.status = 'paid' and n = 0)::text as unpaid
      from settlements s
      cross join lateral (select count(*) as n from ledger_transactions x
                           where x.reference = 'settlement:' || s.id) x
     where s.period = ${dayKey(day)}`);
  expect(payments.twice).toBe('0');
  expect(payments.unpaid).toBe('0');
  const money = await one(sql`
    select coalesce(sum(paid), 0)::text as paid,
           (select coalesce(sum(e.amount), 0) from ledger_entries e
              join ledger_transactions x on x.id = e.transaction_id
              join settlements s on x.reference = 'settlement:' || s.id and s.period = ${dayKey(day)}
             where e.amount > 0)::text as credited
      from settlements where period = ${dayKey(day)}`);
  expect(money.credited).toBe(money.paid);
  expect(await auditLedger(t.database.db)).toEqual({
    total: 0n,
    unbalanced: 0,
    drifted: 0,
    negative: 0,
  });
  return { paid: Number(s.paid), short: Number(s.short) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [m] = (await db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`))
    .rows;
  merchant = { id: Number(m!.id), currency: 'USD', timeZone: 'Asia/Shanghai', language: 'EN' };
  const mid = merchant.id;
  const since = new Date(base - DAY).toISOString();
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type) values (${mid}, 'ctop', 'x', 1)`);
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type, parent_id)
    select ${mid}, 'cagent' || g, 'x', 1, (select id from members where username = 'ctop')
      from generate_series(1, 60) g`);
  await db.execute(sql`
    insert into members (merchant_id, username, password_hash, type, parent_id)
    select ${mid}, 'cplayer' || g, 'x', 0, (select id from members where username = 'cagent' || (1 + (g - 1) / 2))
      from generate_series(1, 120) g`);
  const terms = (rate: string) =>
    JSON.stringify({
      kind: 'daily',
      tiers: [{ betVolume: '10.00', activeMember: 1, rateType: 'P', rate }],
    });
  // In force since the day before day 0: the house pays ctop 2 %, ctop pays each agent 1.5 %,
  // each agent pays its players 1 %.
  await db.execute(sql`
    insert into contracts (merchant_id, kind, game_type, payer_id, payee_id, status, cycle, terms, offered_at, answered_at, starts_at)
    select ${mid}, 'daily', 'CONS', p.parent_id, p.id, 'V', 'D',
           (case when p.username = 'ctop' then ${terms('2')} when p.type = 1 then ${terms('1.5')} else ${terms('1')} end)::jsonb,
           ${since}, ${since}, ${since}
      from members p where p.username = 'ctop' or p.username like 'cagent%' or p.username like 'cplayer%'
     order by p.id`);
  // Two bets a player a day; ctop holds 10.00; agents hold nothing (some of their players'
  // salaries wait until the agents' own are paid: the retries below).
  const [game] = (
    await db.execute<Record<string, unknown>>(
      sql`select id, category, vendor_code, game_code from games limit 1`,
    )
  ).rows;
  await db.execute(sql`
    insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                             stake, payout, status, bet, outcome, created_at, settled_at)
    select ${mid}, p.id, 'cc-' || p.id || '-' || d || '-' || k, ${game!.category as string},
           ${game!.vendor_code as string}, ${game!.id as number}, ${game!.game_code as string},
           1000 + (p.id * 37 + k * 101) % 9000, case when k = 0 then 0 else 2500 end, 'SETTLED', '{}', '{}',
           to_timestamp(${base / 1000} + d * 86400 + 3600 + k * 60 + (p.id % 50) * 600),
           to_timestamp(${base / 1000} + d * 86400 + 3600 + k * 60 + (p.id % 50) * 600)
      from members p, generate_series(0, 2) d, generate_series(0, 1) k
     where p.username like 'cplayer%'`);
  await db.transaction(async (tx) => {
    const top = (
      await tx.execute<{ id: number }>(sql`select id from members where username = 'ctop'`)
    ).rows[0]!;
    const account = await memberAccount(tx, mid, Number(top.id), 'USD');
    const house = await houseAccount(tx, mid, 'USD');
    await post(tx, {
      merchantId: mid,
      kind: 'funding',
      idempotencyKey: 'concurrency-fund',
      legs: [
        { accountId: house, amount: -1_000n, kind: 'house' },
        { accountId: account.id, amount: 1_000n, kind: 'member' },
      ],
      now: Date.now(),
    });
  });
});
afterAll(() => t.close());

const runDay = (day: number, options: Parameters<typeof runSettlement>[5] = {}) =>
  runSettlement(t.database, merchant, JOB, period(day), now(), { batchSize: BATCH, ...options });

describe('settlement under concurrency', () => {
  it('two workers started at once on one period: one settles, nothing is paid twice', async () => {
    const results: RunResult[] = await Promise.all([runDay(0), runDay(0)]);
    const statuses = results.map((r) => r.status).sort();
    if (postgres) {
      // The advisory lock lets one worker run; the other finds it held (or, if it came late,
      // the period done).
      expect(statuses[0]).toBe('done');
      expect(['locked', 'skipped']).toContain(statuses[1]);
    }
    expect(statuses).toContain('done');
    // Players whose agent was not paid yet when their batch ran are short; two workers retry
    // them at once (each locks the rows it pays, skipping those another worker holds).
    const before = await expectExactlyOnce(0);
    expect(before.short).toBeGreaterThan(0);
    // A retry pays what the payers' balances cover now; an agent paid by one retry pays its
    // players in the next. Both workers retry until nothing is left.
    let paidByRetries = 0;
    for (let round = 0; round < 5; round++) {
      const retried = await Promise.all([
        retryShort(t.database.db, merchant, 'daily', now()),
        retryShort(t.database.db, merchant, 'daily', now()),
      ]);
      paidByRetries += retried[0] + retried[1];
      if (retried[0] + retried[1] === 0) break;
    }
    const after = await expectExactlyOnce(0);
    expect(after).toEqual({ paid: before.paid + paidByRetries, short: 0 });
    expect(after.paid).toBe(CONTRACTS);
  });

  it('a worker killed half way: what it committed stays, the restart settles the rest once', async () => {
    if (postgres) {
      // A real process, SIGKILLed once its second batch has committed.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(here, 'helpers/settlement-worker.ts'),
          connectionString(),
          String(merchant.id),
          JOB.job,
          dayKey(1),
          String(BATCH),
          '2',
          String(now()),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('READY')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`worker exited early (${code})`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      // The server ends the dead worker's session (and its advisory lock) once it sees the
      // socket closed; until then a restart answers `locked`, as a scheduler's next tick would.
      for (let i = 0; i < 100; i++) {
        const held = await one(
          sql`select count(*)::text as n from pg_locks
               where locktype = 'advisory' and database = (select oid from pg_database
                                                            where datname = current_database())`,
        );
        if (held.n === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const partial = await one(
        sql`select count(*)::text as n from settlements where period = ${dayKey(1)}`,
      );
      expect(partial.n).toBe(String(2 * BATCH));
      const run = await one(sql`select status from settlement_runs where period = ${dayKey(1)}`);
      expect(run.status).toBe('running');
    }
    // A crash inside a batch's transaction (on PostgreSQL the connection is terminated there):
    // that batch is rolled back whole.
    const crashAt = postgres ? 4 : 3;
    await expect(
      runDay(1, {
        hooks: {
          written: async (batch, db) => {
            if (batch !== (postgres ? 2 : crashAt)) return;
            if (postgres) await db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
            else throw new Error('worker crashed');
          },
        },
      }),
    ).rejects.toThrow();
    const afterCrash = await one(
      sql`select count(*)::text as n from settlements where period = ${dayKey(1)}`,
    );
    expect(afterCrash.n).toBe(String((postgres ? 3 : crashAt - 1) * BATCH));
    const restarted = await runDay(1);
    expect(restarted).toMatchObject({ status: 'done', contracts: CONTRACTS });
    await expectExactlyOnce(1);
  });

  it('the same period run three times pays each contract once', async () => {
    const first = await runDay(2);
    const snapshot = () =>
      one(sql`select (select count(*) from settlements)::text as s,
                     (select count(*) from ledger_transactions)::text as tx,
                     (select sum(balance) from ledger_accounts where kind = 'member')::text as balances`);
    const before = await snapshot();
    expect(await runDay(2)).toMatchObject({ status: 'skipped' });
    for (let i = 0; i < 3; i++)
      expect(await runDay(2, { force: true })).toMatchObject({
        status: 'done',
        contracts: first.contracts,
        paid: first.paid,
        amount: first.amount,
      });
    expect(await snapshot()).toEqual(before);
    await expectExactlyOnce(2);
  });
});

/** The URL of this file's own database (the test helper made it from DATABASE_URL). */
function connectionString(): string {
  const raw = t.database.raw;
  if (raw.kind !== 'postgres') return '';
  const options = (raw.pool as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}
