// `pnpm --filter @platform/api benchmark:settlement`: the settlement engine on PostgreSQL with
// the agent console's benchmark team (100,000 downlines) on a throw-away cluster (or
// BENCH_DATABASE_URL):
//  - one daily-salary run of 100,001 contracts (every downline paid by its upline at a tiered
//    percent, the top agent by the house) over 1,000,000 bets settled in that day;
//  - one real-time run of 10,000 contracts over the bets of one 5-minute window.
// Each run goes through runSettlement (advisory lock, batches, one transaction per batch,
// ledger transactions payer -> payee). Three runs of each (the period's settlements are
// deleted between runs; the ledger keeps every payout). Prints seconds, rows per second and
// the process's peak memory (RSS and heap, sampled every 20 ms), min / median / max, then
// checks the outcome and the ledger invariants.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { JOBS, runSettlement, type RunResult } from '../src/domain/contracts';
import { type CalendarPeriod, periodAt } from '../src/domain/kernel';
import { seedDatabase } from '../src/seed/seed';
import { seedBenchmarkTeam } from './benchmark-team';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const WINDOW_BETS = Number(process.env.BENCH_WINDOW_BETS ?? 100_000);
const REALTIME_CONTRACTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const ZONE = 'Asia/Shanghai';
const say = (line: string) => process.stdout.write(`${line}\n`);

const external = process.env.BENCH_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and BENCH_DATABASE_URL not set).');
  process.exit(1);
}
const cluster = bin ? await startCluster(bin) : null;
const adminUrl = external ?? cluster!.url;
// BENCH_DB names a database to keep and reuse (its seed and contracts are made once).
const name = process.env.BENCH_DB ?? `bench_settle_${randomBytes(4).toString('hex')}`;
const keep = Boolean(process.env.BENCH_DB);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
if (!exists) await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), maxConnections: 4 });

const spread = (xs: number[], digits = 1) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(digits)} / ${s[Math.floor(s.length / 2)]!.toFixed(digits)} / ${s[s.length - 1]!.toFixed(digits)}`;
};
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Runs `fn` sampling the process's memory; answers its result, seconds and the peaks. */
async function measured<T>(fn: () => Promise<T>) {
  global.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const start = process.hrtime.bigint();
  try {
    const result = await fn();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return { result, seconds, rss: mb(rss), heap: mb(heap), heapGrowth: mb(heap - base.heapUsed) };
  } finally {
    clearInterval(timer);
  }
}

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

try {
  say(`PostgreSQL ${cluster?.version ?? '(external)'}; batches of ${BATCH}`);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoTeam: false });
  const [merchant] = await rows<{ id: number; currency: string }>(
    sql`select id, currency from merchants where code = 'demo'`,
  );
  const m = {
    id: merchant!.id,
    currency: merchant!.currency,
    timeZone: ZONE,
    language: 'EN',
  };
  const now = Date.now();
  // The settled day: yesterday in GMT+8; the real-time window: the last closed 5 minutes.
  let day: CalendarPeriod = periodAt('D', periodAt('D', now, ZONE).start - 1, ZONE);
  let window: CalendarPeriod = periodAt('r', periodAt('r', now, ZONE).start - 1, ZONE);
  const [made] = await rows<{ rt: string | null; day: string | null }>(sql`
    select (select min(settled_at)::text from bet_records where round_id like 'bench-rt-%') as rt,
           (select max(settled_at)::text from bet_records where round_id like 'bench-%' and round_id not like 'bench-rt-%') as day`);
  if (made?.rt && made.day) {
    // A kept database (BENCH_DB): its day and window as they were made.
    day = periodAt('D', Date.parse(made.day), ZONE);
    window = periodAt('r', Date.parse(made.rt), ZONE);
  } else await setup();
  async function setup() {
    const agentId = await seedBenchmarkTeam(database, m.id, m.currency, {
      downlines: 100_000,
      bets: BETS,
      betSpanSeconds: 86_399,
      betsEnd: day.end - 1000,
    });
    const daily = (rate: number) =>
      JSON.stringify({
        kind: 'daily',
        tiers: [
          { betVolume: '10.00', activeMember: 1, rateType: 'P', rate: rate.toFixed(2) },
          { betVolume: '1000.00', activeMember: 5, rateType: 'P', rate: (rate + 0.1).toFixed(2) },
        ],
      });
    const realtime = JSON.stringify({
      kind: 'realtime',
      tiers: [
        { singleBet: '1.00', profitRate: '0.05', lossRate: '0.1' },
        { singleBet: '20.00', profitRate: '0.1', lossRate: '0.2' },
      ],
    });
    const since = new Date(day.start - 86_400_000).toISOString();
    await database.db.transaction(async (tx) => {
      // Every member of the team gets a daily salary from its upline (the top agent from the
      // house): 100,001 contracts in force the whole day.
      await tx.execute(sql`
      insert into contracts (merchant_id, kind, game_type, payer_id, payee_id, status, cycle, terms,
                             offered_at, answered_at, starts_at)
      select ${m.id}, 'daily', 'CONS', p.parent_id, p.id, 'V', 'D',
             (case t.depth when 0 then ${daily(1)} when 1 then ${daily(0.8)}
                           when 2 then ${daily(0.6)} else ${daily(0.4)} end)::jsonb,
             ${since}, ${since}, ${since}
        from member_tree t join members p on p.id = t.descendant_id
       where t.ancestor_id = ${agentId}
       order by t.depth, p.id`);
      // 10,000 real-time contracts: the top agent, its 50 sub-agents, their 1,000 agents and
      // the first 8,949 players.
      await tx.execute(sql`
      insert into contracts (merchant_id, kind, game_type, payer_id, payee_id, status, cycle, terms,
                             offered_at, answered_at, starts_at)
      select ${m.id}, 'realtime', 'CONS', p.parent_id, p.id, 'V', 'r', ${realtime}::jsonb,
             ${since}, ${since}, ${since}
        from member_tree t join members p on p.id = t.descendant_id
       where t.ancestor_id = ${agentId}
       order by t.depth, p.id
       limit ${REALTIME_CONTRACTS}`);
      // The payers hold enough to pay every salary (the worst case: every settlement paid).
      await tx.execute(sql`
      insert into ledger_accounts (merchant_id, kind, member_id, currency)
      values (${m.id}, 'member', ${agentId}, ${m.currency}) on conflict do nothing`);
      const [house] = (
        await tx.execute<{ id: number }>(
          sql`select id from ledger_accounts where merchant_id = ${m.id} and kind = 'house'`,
        )
      ).rows;
      await tx.execute(sql`
      with payers as (
        select a.id, a.member_id from ledger_accounts a join members p on p.id = a.member_id
         where p.type = 1 and (p.id = ${agentId} or p.parent_id is not null)
           and exists (select 1 from member_tree t where t.ancestor_id = ${agentId} and t.descendant_id = p.id)),
      txs as (
        insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
        select ${m.id}, 'funding', 'bench-fund:' || id, 'bench', now() from payers
        returning id, idempotency_key, created_at)
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select x.id, p.id, 100000000, x.created_at from txs x join payers p on x.idempotency_key = 'bench-fund:' || p.id
      union all
      select x.id, ${house!.id}, -100000000, x.created_at from txs x`);
      await tx.execute(sql`
      update ledger_accounts a set balance = a.balance + 100000000
       where a.id in (select account_id from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
                       where x.idempotency_key like 'bench-fund:%' and e.amount > 0)`);
      // The real-time window's bets: players of the team, settled within the 5 minutes (written
      // with triggers off like the team's other bets: the settlement reads bet records only).
      const [players] = (
        await tx.execute<{ n: string }>(sql`
        select count(*)::text as n from member_tree t join members p on p.id = t.descendant_id
         where t.ancestor_id = ${agentId} and p.type = 0`)
      ).rows;
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
      with g as (select id, category, vendor_code, game_code from games where merchant_id = ${m.id} order by id limit 1),
           players as (select p.id, row_number() over (order by p.id) - 1 as n from member_tree t
                         join members p on p.id = t.descendant_id and p.type = 0
                        where t.ancestor_id = ${agentId})
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      select ${m.id}, players.id, 'bench-rt-' || i, g.category, g.vendor_code, g.id, g.game_code,
             (100 + (i * 31) % 5000)::bigint,
             case when i % 100 < 47 then (100 + (i * 31) % 5000)::bigint * 2 else 0 end,
             'SETTLED', '{}'::jsonb, '{}'::jsonb,
             ${new Date(window.start).toISOString()}::timestamptz + ((i * 7) % 299) * interval '1 second',
             ${new Date(window.start).toISOString()}::timestamptz + ((i * 7) % 299) * interval '1 second'
        from generate_series(0::bigint, ${WINDOW_BETS - 1}) i
        join players on players.n = (i * 13) % ${Number(players!.n)}
        cross join g`);
      // Their key rows (bet_keys), which the bets' trigger writes when triggers are on.
      await tx.execute(sql`
      insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      select member_id, round_id, id, created_at, adapter, debit_tx_id, credit_tx_id
        from bet_records where merchant_id = ${m.id} and round_id like 'bench-rt-%'`);
      await tx.execute(sql`set local session_replication_role = origin`);
    });
    await database.db.execute(sql`analyze`);
  }
  const [counts] = await rows<{
    daily: string;
    realtime: string;
    dayBets: string;
    windowBets: string;
  }>(sql`
    select (select count(*) from contracts where kind = 'daily')::text as daily,
           (select count(*) from contracts where kind = 'realtime')::text as realtime,
           (select count(*) from bet_records where settled_at >= ${new Date(day.start).toISOString()}
               and settled_at < ${new Date(day.end).toISOString()})::text as "dayBets",
           (select count(*) from bet_records where settled_at >= ${new Date(window.start).toISOString()}
               and settled_at < ${new Date(window.end).toISOString()})::text as "windowBets"`);
  say(
    `contracts: ${counts!.daily} daily, ${counts!.realtime} real-time; bets settled in the day ${counts!.dayBets}, in the window ${counts!.windowBets} `,
  );

  const dailyJob = JOBS.find((j) => j.job === 'daily:D')!;
  const realtimeJob = JOBS.find((j) => j.job === 'realtime:r')!;
  const report = (
    label: string,
    results: Awaited<ReturnType<typeof measured<RunResult>>>[],
    rowsOf: number,
    target: number,
  ) => {
    const seconds = results.map((r) => r.seconds);
    say(`\n${label}`);
    say(
      `  seconds            ${spread(seconds, 2)}   (target ${target} s: ${Math.max(...seconds) <= target ? 'met' : 'MISSED'})`,
    );
    say(
      `  contracts / s      ${spread(
        results.map((r) => r.result.contracts / r.seconds),
        0,
      )}`,
    );
    say(
      `  bets / s           ${spread(
        results.map((r) => rowsOf / r.seconds),
        0,
      )}`,
    );
    say(`  peak RSS MB        ${spread(results.map((r) => r.rss))}`);
    say(
      `  peak heap MB       ${spread(results.map((r) => r.heap))}   (growth ${spread(results.map((r) => r.heapGrowth))})`,
    );
    say(
      `  per run            ${results.map((r) => `${r.result.contracts} settled, ${r.result.paid} paid, ${(Number(r.result.amount) / 100).toFixed(2)}`).join('; ')}`,
    );
  };
  const reset = async (kind: string, key: string) => {
    await database.db.execute(
      sql`delete from settlements where kind = ${kind} and period = ${key}`,
    );
    await database.db.execute(sql`delete from settlement_runs where period = ${key}`);
  };

  /** One run, with the seconds of each step of the engine. */
  const timedRun = async (job: (typeof JOBS)[number], period: typeof day) => {
    const steps = new Map<string, number>();
    const r = await measured(() =>
      runSettlement(database, m, job, period, Date.now(), {
        batchSize: BATCH,
        hooks: { step: (name, ms) => steps.set(name, (steps.get(name) ?? 0) + ms) },
      }),
    );
    const breakdown = [...steps].map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`).join(', ');
    say(
      `${job.job} run: ${r.seconds.toFixed(2)} s (${breakdown}), ${r.result.contracts} settled, ${r.result.paid} paid`,
    );
    return r;
  };
  const only = process.env.BENCH_ONLY;
  const dailyRuns = [];
  for (let i = 0; i < RUNS && only !== 'realtime'; i++) {
    await reset('daily', day.key);
    dailyRuns.push(await timedRun(dailyJob, day));
  }
  const realtimeRuns = [];
  for (let i = 0; i < RUNS && only !== 'daily'; i++) {
    await reset('realtime', window.key);
    realtimeRuns.push(await timedRun(realtimeJob, window));
  }
  if (dailyRuns.length)
    report(
      `daily salary ${day.key}: ${counts!.daily} contracts over ${counts!.dayBets} bets`,
      dailyRuns,
      Number(counts!.dayBets),
      60,
    );
  if (realtimeRuns.length)
    report(
      `real-time ${window.key}: ${counts!.realtime} contracts over ${counts!.windowBets} bets`,
      realtimeRuns,
      Number(counts!.windowBets),
      10,
    );

  // The outcome: every contract settled once for each period; the ledger balanced.
  const [check] = await rows<Record<string, string>>(sql`
    select (select count(*) from settlements where kind = 'daily' and period = ${day.key})::text as daily,
           (select count(*) from settlements where kind = 'realtime' and period = ${window.key})::text as realtime,
           (select count(*) from (select transaction_id from ledger_entries group by transaction_id
                                   having sum(amount) <> 0) x)::text as unbalanced,
           (select count(*) from ledger_accounts where kind = 'member' and balance < 0)::text as negative,
           (select coalesce(sum(amount), 0) from ledger_entries)::text as total`);
  say(`\ncheck: ${JSON.stringify(check)}`);
  if (
    (dailyRuns.length > 0 && check!.daily !== counts!.daily) ||
    (realtimeRuns.length > 0 && check!.realtime !== counts!.realtime) ||
    check!.unbalanced !== '0' ||
    check!.negative !== '0' ||
    check!.total !== '0'
  )
    throw new Error('settlement outcome or ledger invariants wrong');
} finally {
  await database.close();
  if (!keep)
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  await admin.end();
  cluster?.stop();
}
