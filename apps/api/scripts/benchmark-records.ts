// `pnpm --filter @platform/api benchmark:records`: the member centre's records at scale on
// PostgreSQL, on a throw-away cluster (or BENCH_DATABASE_URL). One member gets 100,000 bet
// records and 200,000 ledger entries on its account (100,000 stakes, the payouts of the
// winning rounds, deposits, withdrawals, bonuses, rebates and adjustments to make up the rest)
// spread over the last 90 days, written set-wise with triggers off, then its records rebuilt
// as the triggers would have kept them, and the tables vacuumed and analysed.
// Each case is one call through the API in-process (routing, validation, session, handler,
// JSON): BENCH_SAMPLES calls after 3 warm-ups give p50 and p95. Its anchor is the same SQL
// run directly: the statements the call sent (captured at the pool), replayed in order on
// one plain connection, BENCH_SAMPLES times. Three runs give min / median / max of each.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { members } from '../src/db/schema/members';
import { houseAccount } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { seedDatabase } from '../src/seed/seed';
import { quantile, spread, type Statement, statementRecorder } from './bench-reads';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const BETS = 100_000;
const ENTRIES = 200_000;
const TARGET_MS = 50;
const say = (line: string) => process.stdout.write(`${line}\n`);

const external = process.env.BENCH_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and BENCH_DATABASE_URL not set).');
  process.exit(1);
}
const cluster = bin ? await startCluster(bin) : null;
const adminUrl = external ?? cluster!.url;
const name = `bench_records_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), maxConnections: 4 });

// Every statement the API sends between start() and stop().
const recorder = statementRecorder(database);

/** The benchmark member: bets and ledger movements written set-wise, then its records rebuilt. */
async function seedBenchmarkMember(merchantId: number, currency: string): Promise<number> {
  const t0 = Date.now();
  const db = database.db;
  let memberId = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [m] = (
      await tx.execute<{ id: number }>(sql`
        insert into members (merchant_id, username, password_hash, type, created_at)
        values (${merchantId}, 'benchrecords', 'x', 0, now() - interval '200 days') returning id`)
    ).rows;
    memberId = Number(m!.id);
    const [account] = (
      await tx.execute<{ id: number }>(sql`
        insert into ledger_accounts (merchant_id, kind, member_id, currency)
        values (${merchantId}, 'member', ${memberId}, ${currency}) returning id`)
    ).rows;
    const acct = Number(account!.id);
    const houseId = await houseAccount(tx, merchantId, currency);
    // Rounds over the last 90 days on 30 games of every category; 1 in 500 still open.
    await tx.execute(sql`
      with g as (select id, category, vendor_code, game_code, row_number() over (order by id) - 1 as n
                   from (select distinct on (category, vendor_code) * from games
                          where merchant_id = ${merchantId} order by category, vendor_code, id) x
                  order by id limit 30),
           k as (select count(*) as n from g)
      insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id, game_code,
                               stake, payout, status, bet, outcome, created_at, settled_at)
      select ${merchantId}, ${memberId}, 'bench-' || i, g.category, g.vendor_code, g.id, g.game_code,
             (100 + (i * 31) % 5000)::bigint,
             case when i % 500 = 0 then 0 when i % 100 < 47 then (100 + (i * 31) % 5000)::bigint * 2 else 0 end,
             case when i % 500 = 0 then 'OPEN' else 'SETTLED' end, '{}'::jsonb, '{}'::jsonb,
             now() - ((i * 7919) % (90 * 86400)) * interval '1 second',
             case when i % 500 = 0 then null else now() - ((i * 7919) % (90 * 86400)) * interval '1 second' end
        from generate_series(1::bigint, ${BETS}) i, k
        join g on true
       where g.n = i % k.n`);
    // Their key rows (bet_keys), which the bets' trigger writes when triggers are on.
    await tx.execute(sql`
      insert into bet_keys (member_id, round_id, bet_id, created_at, adapter, debit_tx_id, credit_tx_id)
      select member_id, round_id, id, created_at, adapter, debit_tx_id, credit_tx_id
        from bet_records where member_id = ${memberId} and round_id like 'bench-%'`);
    // A stake for every round and a payout for every win, as the vendor posts them.
    for (const [kind, amount, where] of [
      ['stake', sql`b.stake`, sql`true`],
      ['payout', sql`b.payout`, sql`b.payout > 0`],
    ] as const) {
      await tx.execute(sql`
        insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
        select ${merchantId}, ${kind}, 'bet:' || b.id || ':' || ${kind}, 'bet:' || b.id, b.created_at
          from bet_records b where b.member_id = ${memberId} and ${where}`);
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
        select t.id, x.account, x.amount, t.created_at
          from bet_records b
          join ledger_transactions t on t.merchant_id = ${merchantId}
           and t.idempotency_key = 'bet:' || b.id || ':' || ${kind},
          lateral (values (${acct}::int, ${kind === 'stake' ? sql`-${amount}` : amount}),
                          (${houseId}::int, ${kind === 'stake' ? amount : sql`-${amount}`})) x(account, amount)
         where b.member_id = ${memberId} and ${where}`);
    }
    const [made] = (
      await tx.execute<{ n: string }>(
        sql`select count(*)::text as n from ledger_entries where account_id = ${acct}`,
      )
    ).rows;
    // The rest: deposits, withdrawals, bonuses, rebates and adjustments, and one opening deposit
    // that keeps the balance above zero.
    const rest = ENTRIES - Number(made!.n) - 1;
    await tx.execute(sql`
      with picks as (
        select i, (array['deposit','deposit','bonus','bonus','rebate','rebate','withdrawal','adjustment'])[1 + i % 8] as kind,
               (100 + (i * 53) % 20000)::bigint as amount,
               now() - ((i * 104729) % (90 * 86400)) * interval '1 second' as at
          from generate_series(1::bigint, ${rest}) i
        union all
        select 0, 'deposit', 100000000000, now() - interval '91 days'),
      txs as (
        insert into ledger_transactions (merchant_id, kind, idempotency_key, reference, created_at)
        select ${merchantId}, kind, 'bench:' || i, kind || ':bench', at from picks
        returning id, idempotency_key, created_at)
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select t.id, x.account, x.amount, t.created_at
        from txs t join picks p on t.idempotency_key = 'bench:' || p.i,
        lateral (values (${acct}::int, case when p.kind = 'withdrawal' then -p.amount else p.amount end),
                        (${houseId}::int, case when p.kind = 'withdrawal' then p.amount else -p.amount end)) x(account, amount)`);
    await tx.execute(sql`
      update ledger_accounts set balance = (select sum(amount) from ledger_entries where account_id = ${acct})
       where id = ${acct}`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select member_records_rebuild()`);
  });
  await db.execute(sql`vacuum analyze`);
  const [counts] = (
    await db.execute<{ bets: string; lines: string }>(sql`
      select (select count(*) from bet_records where member_id = ${memberId})::text as bets,
             (select count(*) from member_ledger_lines where member_id = ${memberId})::text as lines`)
  ).rows;
  say(
    `benchmark seed: 1 member, ${counts!.bets} bet records, ${counts!.lines} ledger entries on its account, ${Math.round((Date.now() - t0) / 1000)} s`,
  );
  return memberId;
}

try {
  say(`PostgreSQL ${cluster?.version ?? '(external)'}`);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoTeam: false });
  const [merchant] = (
    await database.db.execute<{ id: number; currency: string }>(
      sql`select id, currency from merchants where code = 'demo'`,
    )
  ).rows;
  const memberId = await seedBenchmarkMember(merchant!.id, merchant!.currency);
  const [member] = await database.db.select().from(members).where(eq(members.id, memberId));
  const token = await openSession(database.db, member!, 'password', Date.now());
  const app = await buildApp({ database, rateLimit: { max: 1_000_000, captchaMax: 1_000 } });
  await app.ready();
  const headers = { merchant: 'demo', authorization: token };
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers });
    if (res.statusCode !== 200) throw new Error(`${path} -> ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body) as { value: { total?: number } };
  };
  const last = async (path: string) => {
    const total = (await get(path)).value.total ?? 0;
    return `${path}&page=${Math.max(1, Math.ceil(total / 20))}`;
  };
  const b = '/wps/report/accountGameBetHistory';
  const t = '/wps/report/transaction';
  const d90 = (() => {
    const day = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(ms);
    return `period=custom&from=${day(Date.now() - 89 * 86_400_000)}&to=${day(Date.now())}`;
  })();
  const cases: [label: string, url: string, target: number | null][] = [
    ['bets: first page (last 7 days)', `${b}?period=last7`, TARGET_MS],
    ['bets: first page (90 days)', `${b}?${d90}`, TARGET_MS],
    [
      'bets: filtered (LIVE, settled, 30 days)',
      `${b}?period=last30&category=LIVE&status=SETTLED`,
      TARGET_MS,
    ],
    ['bets: late page (last of 90 days)', await last(`${b}?${d90}`), TARGET_MS],
    ['bets: middle page (90 days)', `${b}?${d90}&page=2500`, null],
    ['bets: by stake (last 7 days)', `${b}?period=last7&sort=stake`, null],
    ['bets: by stake (90 days)', `${b}?${d90}&sort=stake`, null],
    ['transactions: first page (last 7 days)', `${t}?period=last7`, TARGET_MS],
    ['transactions: first page (90 days)', `${t}?${d90}`, TARGET_MS],
    ['transactions: filtered (bonus, 30 days)', `${t}?period=last30&kind=bonus`, TARGET_MS],
    ['transactions: late page (last of 90 days)', await last(`${t}?${d90}`), TARGET_MS],
    ['transactions: middle page (90 days)', `${t}?${d90}&page=5000`, null],
    ['transactions: by amount (last 7 days)', `${t}?period=last7&sort=amount`, null],
    ['transactions: by amount (90 days)', `${t}?${d90}&sort=amount`, null],
    ['personal profit (90 days)', `/wps/report/personalProfit?${d90}`, null],
  ];
  // The anchor of each case: the statements one call sends, on a plain connection.
  const direct = new pg.Client({ connectionString: url.toString() });
  direct.on('error', () => undefined);
  await direct.connect();
  const statements = new Map<string, Statement[]>();
  for (const [label, path] of cases) {
    recorder.start();
    await get(path);
    statements.set(label, recorder.stop());
  }
  if (process.env.BENCH_EXPLAIN) {
    // The plans of each case's statements instead of the timings.
    for (const [label] of cases) {
      say(`\n== ${label}`);
      for (const s of statements.get(label)!) {
        if (!/^\s*select|^\s*\(?\s*select|^\s*with/i.test(s.text)) continue;
        const plan = await direct.query(
          `explain (analyze, buffers) ${s.text}`,
          s.values as unknown[],
        );
        say(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
    cases.length = 0;
  }
  const results = new Map<string, { p50: number[]; p95: number[]; sql: number[] }>();
  for (let run = 1; run <= 3 && cases.length > 0; run++) {
    for (const [label, path] of cases) {
      for (let i = 0; i < 3; i++) await get(path);
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const start = process.hrtime.bigint();
        await get(path);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const sqlTimes: number[] = [];
      const stmts = statements.get(label)!;
      for (let i = 0; i < SAMPLES + 3; i++) {
        const start = process.hrtime.bigint();
        for (const s of stmts) await direct.query(s.text, s.values as unknown[]);
        if (i >= 3) sqlTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const r = results.get(label) ?? { p50: [], p95: [], sql: [] };
      r.p50.push(quantile(times, 0.5));
      r.p95.push(quantile(times, 0.95));
      r.sql.push(quantile(sqlTimes, 0.95));
      results.set(label, r);
    }
    say(`run ${run} done`);
  }
  await direct.end();
  say(
    `\n${SAMPLES} calls per case and run; ms as min / median / max of 3 runs; SQL = the call's statements run directly; targets judged on the median p95; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  say(
    `${'case'.padEnd(44)} ${'API p50'.padEnd(20)} ${'API p95'.padEnd(20)} ${'SQL p95'.padEnd(20)} target p95`,
  );
  for (const [label, , target] of cases) {
    const r = results.get(label)!;
    const median = [...r.p95].sort((x, y) => x - y)[1]!;
    const verdict =
      target === null ? '(reported)' : `${target} ms ${median <= target ? 'ok' : 'MISSED'}`;
    say(
      `${label.padEnd(44)} ${spread(r.p50).padEnd(20)} ${spread(r.p95).padEnd(20)} ${spread(r.sql).padEnd(20)} ${verdict}`,
    );
  }
  await app.close();
} catch (error) {
  process.exitCode = 1;
  say(
    `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  await admin.end();
  cluster?.stop();
}
