// `pnpm --filter @platform/api benchmark:agent`: the agent console's server-driven tables and
// reports on PostgreSQL with a big team, on a throw-away cluster (or BENCH_DATABASE_URL).
// The benchmark seed builds `benchagent` with 100,000 downlines (50 sub-agents, 20 agents
// under each, 99 players under each of those, minus a few) and 1,000,000 settled bet records
// over 60 days plus 200,000 deposits through the ledger, then rebuilds the daily figures.
// Each measured call goes through the API in-process (routing, validation, handler, JSON);
// BENCH_SAMPLES calls per case after 3 warm-ups give p50 and p95; three runs give
// min / median / max of each.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { members } from '../src/db/schema/members';
import { openSession } from '../src/domain/sessions';
import { seedDatabase } from '../src/seed/seed';
import { seedBenchmarkTeam } from './benchmark-team';
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
const cluster = bin ? await startCluster(bin) : null;
const adminUrl = external ?? cluster!.url;
const name = `bench_agent_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), maxConnections: 4 });

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0]!.toFixed(1)} / ${s[Math.floor(s.length / 2)]!.toFixed(1)} / ${s[s.length - 1]!.toFixed(1)}`;
};

try {
  say(`PostgreSQL ${cluster?.version ?? '(external)'}`);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoTeam: false });
  const [merchant] = (
    await database.db.execute<{ id: number; currency: string }>(
      sql`select id, currency from merchants where code = 'demo'`,
    )
  ).rows;
  const agentId = await seedBenchmarkTeam(database, merchant!.id, merchant!.currency, {
    downlines: DOWNLINES,
    bets: BETS,
  });
  const [member] = await database.db.select().from(members).where(eq(members.id, agentId));
  const token = await openSession(database.db, member!, 'password', Date.now());
  const app = await buildApp({ database, rateLimit: { max: 1_000_000, captchaMax: 1_000 } });
  await app.ready();
  const [sub] = (
    await database.db.execute<{ id: number }>(sql`select id from members where username = 'bb7'`)
  ).rows;
  const cases: [label: string, url: string, target: number][] = [
    ['downlines: first page (everyone under the agent)', '/wps/agent/downlines?scope=all', 100],
    ['downlines: sorted by account', '/wps/agent/downlines?scope=all&sort=account&order=asc', 100],
    ['downlines: sorted by balance', '/wps/agent/downlines?scope=all&sort=balance', 100],
    ['downlines: sorted by team size', '/wps/agent/downlines?scope=all&sort=teamSize', 100],
    [
      'downlines: filtered (players, account bp12, active)',
      '/wps/agent/downlines?scope=all&type=player&account=bp12&status=active',
      100,
    ],
    ['downlines: deep page (page 2,500 of 5,000)', '/wps/agent/downlines?scope=all&page=2500', 100],
    ['downlines: direct, drill into an agent', `/wps/agent/downlines?parentId=${sub!.id}`, 100],
    ['team overview', '/wps/relay/ODSFE2_getTeamOverviewSum', 300],
    ['profit and loss, last 30 days', '/wps/report/profitLoss?period=last30', 300],
  ];
  const headers = { merchant: 'demo', authorization: token };
  const results = new Map<string, { p50: number[]; p95: number[] }>();
  for (let run = 1; run <= 3; run++) {
    for (const [label, path] of cases) {
      for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: path, headers });
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: path, headers });
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${path} -> ${res.statusCode} ${res.body}`);
      }
      const r = results.get(label) ?? { p50: [], p95: [] };
      r.p50.push(quantile(times, 0.5));
      r.p95.push(quantile(times, 0.95));
      results.set(label, r);
    }
    say(`run ${run} done`);
  }
  say(`\n${SAMPLES} calls per case and run; ms as min / median / max of 3 runs`);
  say(`${'case'.padEnd(52)} ${'p50'.padEnd(22)} ${'p95'.padEnd(22)} target p95`);
  for (const [label, , target] of cases) {
    const r = results.get(label)!;
    const worst = Math.max(...r.p95);
    say(
      `${label.padEnd(52)} ${spread(r.p50).padEnd(22)} ${spread(r.p95).padEnd(22)} ${target} ms ${worst <= target ? 'ok' : 'MISSED'}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  await admin.end();
  cluster?.stop();
}
