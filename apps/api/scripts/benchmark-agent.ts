// `pnpm --filter @platform/api benchmark:agent`: the agent console's server-driven tables and
// reports on PostgreSQL with a big team, on a throw-away cluster (or BENCH_DATABASE_URL).
// The benchmark seed builds `benchagent` with 100,000 downlines (50 sub-agents, 20 agents
// under each, 99 players under each of those, minus a few) and 1,000,000 settled bet records
// over 60 days plus 200,000 deposits through the ledger, then rebuilds the daily figures
// (triggers off while loading, as a bulk import would).
// Each measured call goes through the API in-process (routing, validation, handler, JSON);
// BENCH_SAMPLES calls per case after 3 warm-ups give p50 and p95; three runs give
// min / median / max of each.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { members } from '../src/db/schema/members';
import { openSession } from '../src/domain/sessions';
import { seedDatabase } from '../src/seed/seed';
import { seedBenchmarkTeam } from './benchmark-team';
import { median, quantile, spread, statementRecorder } from './bench-reads';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const DOWNLINES = 100_000;
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const say = (line: string) => process.stdout.write(`${line}\n`);

const external = process.env.BENCH_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and BENCH_DATABASE_URL not set).');
  process.exit(1);
}
// With BENCH_DATABASE_URL, BENCH_KEEP=1 keeps the seeded database and prints its name;
// BENCH_REUSE=<name> measures such a database again (migrated, not seeded again).
const reuse = external ? process.env.BENCH_REUSE : undefined;
const keep = Boolean(external && (reuse || process.env.BENCH_KEEP === '1'));
const cluster = bin ? await startCluster(bin) : null;
const adminUrl = external ?? cluster!.url;
const name = reuse ?? `bench_agent_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!reuse) await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
// The API's own pool size, as in production.
const database = await openDatabase({ url: url.toString() });

/** The SQL one API call sends, recorded from the pool, to run again directly as the anchor. */
const recorder = statementRecorder(database);

try {
  say(`PostgreSQL ${cluster?.version ?? '(external)'}`);
  await migrateDatabase(database);
  let agentId: number;
  if (reuse) {
    const [row] = (
      await database.db.execute<{ id: number }>(
        sql`select id from members where username = 'benchagent'`,
      )
    ).rows;
    agentId = Number(row!.id);
    await database.db.execute(sql`vacuum analyze`);
    say(`benchmark seed: reusing database ${name}`);
  } else {
    await seedDatabase(database.db, { demoTeam: false });
    const [merchant] = (
      await database.db.execute<{ id: number; currency: string }>(
        sql`select id, currency from merchants where code = 'demo'`,
      )
    ).rows;
    agentId = await seedBenchmarkTeam(database, merchant!.id, merchant!.currency, {
      downlines: DOWNLINES,
      bets: BETS,
      vacuum: true,
    });
    if (keep) say(`kept database ${name} (BENCH_REUSE=${name} measures it again)`);
  }
  const [member] = await database.db.select().from(members).where(eq(members.id, agentId));
  const token = await openSession(database.db, member!, 'password', Date.now());
  const app = await buildApp({ database, rateLimit: { max: 1_000_000, captchaMax: 1_000 } });
  await app.ready();
  const [sub] = (
    await database.db.execute<{ id: number }>(sql`select id from members where username = 'bb7'`)
  ).rows;
  const only = process.env.BENCH_CASES?.split(',');
  const cases: [label: string, url: string, target: number][] = (
    [
      ['downlines: first page (everyone under the agent)', '/wps/agent/downlines?scope=all', 100],
      [
        'downlines: sorted by account',
        '/wps/agent/downlines?scope=all&sort=account&order=asc',
        100,
      ],
      ['downlines: sorted by balance', '/wps/agent/downlines?scope=all&sort=balance', 100],
      ['downlines: sorted by team size', '/wps/agent/downlines?scope=all&sort=teamSize', 100],
      [
        'downlines: filtered (players, account bp12, active)',
        '/wps/agent/downlines?scope=all&type=player&account=bp12&status=active',
        100,
      ],
      [
        'downlines: deep page (page 2,500 of 5,000)',
        '/wps/agent/downlines?scope=all&page=2500',
        100,
      ],
      ['downlines: direct, drill into an agent', `/wps/agent/downlines?parentId=${sub!.id}`, 100],
      ['team overview', '/wps/relay/ODSFE2_getTeamOverviewSum', 300],
      ['profit and loss, last 30 days', '/wps/report/profitLoss?period=last30', 300],
      ['team betting, last 7 days', '/wps/report/teamBetting?period=last7', 300],
      ['revenue report, last 30 days', '/wps/report/revenue?period=last30', 300],
      [
        'downline transactions, last 30 days',
        '/wps/report/downlineTransactions?period=last30',
        300,
      ],
    ] as [string, string, number][]
  ).filter((_, i) => !only || only.includes(String(i + 1)));
  const headers = { merchant: 'demo', authorization: token };
  // The anchor: the same statements, one after another, on a connection of their own.
  const direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
  const results = new Map<string, { p50: number[]; p95: number[]; sql95: number[] }>();
  const loads: string[] = [];
  const explain = process.env.BENCH_EXPLAIN === '1';
  for (let run = 1; run <= 3; run++) {
    const before = os.loadavg()[0]!.toFixed(2);
    for (const [label, path] of cases) {
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: path, headers });
      recorder.start();
      await app.inject({ method: 'GET', url: path, headers });
      // The session check and request bookkeeping are the API's, not the table's.
      const statements = recorder.stop().filter((q) => !/\bsessions\b/.test(q.text));
      if (explain && run === 1) {
        say(`\n### ${label}`);
        for (const q of statements) {
          const plan = await direct.query(`explain (analyze, buffers) ${q.text}`, q.values);
          say(q.text.replace(/\s+/g, ' ').trim());
          say(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
        }
      }
      const times: number[] = [];
      const alone: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        let start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: path, headers });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${path} -> ${res.statusCode} ${res.body}`);
        start = process.hrtime.bigint();
        for (const q of statements) await direct.query(q.text, q.values);
        alone.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const r = results.get(label) ?? { p50: [], p95: [], sql95: [] };
      r.p50.push(quantile(times, 0.5));
      r.p95.push(quantile(times, 0.95));
      r.sql95.push(quantile(alone, 0.95));
      results.set(label, r);
    }
    loads.push(`${before} -> ${os.loadavg()[0]!.toFixed(2)}`);
    say(`run ${run} done (load average ${loads.at(-1)})`);
  }
  await direct.end();
  say(`\n${SAMPLES} calls per case and run; ms as min / median / max of 3 runs`);
  say(`load average (1 min) per run, start -> end: ${loads.join(', ')}; ${os.cpus().length} CPUs`);
  say(
    'anchor: the same SQL statements the call sent, run one after another directly over pg; ratio = API p95 / anchor p95 (medians)',
  );
  say(
    `${'case'.padEnd(52)} ${'p50'.padEnd(22)} ${'p95'.padEnd(22)} ${'anchor p95'.padEnd(22)} ratio  target p95 (median)`,
  );
  for (const [label, , target] of cases) {
    const r = results.get(label)!;
    const ratio = median(r.p95) / Math.max(median(r.sql95), 0.001);
    say(
      `${label.padEnd(52)} ${spread(r.p50).padEnd(22)} ${spread(r.p95).padEnd(22)} ${spread(r.sql95).padEnd(22)} ${ratio.toFixed(2).padEnd(6)} ${target} ms ${median(r.p95) <= target ? 'ok' : 'MISSED'}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  if (!keep)
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  await admin.end();
  cluster?.stop();
}
