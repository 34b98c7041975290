// `pnpm --filter @platform/api benchmark:ledger`: money operations per second on PostgreSQL with
// 20 concurrent clients, on a throw-away cluster (or BENCH_DATABASE_URL). A money operation is
// one balanced ledger transaction of the cashier, in its own database transaction: a deposit
// credit (deposit clearing -> member), a withdrawal hold (member -> pending withdrawals), a
// withdrawal return (pending withdrawals -> member) or an adjustment. Beside it, the demo-round
// figure: rounds of the demo slot through the API in-process, same 20 clients. Three runs of
// each; prints min / median / max, the CPU each operation took in this process and in the
// PostgreSQL server (less moved by other load than the rate), and checks the ledger invariants
// at the end.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { insufficientFunds, memberAccount, post, systemAccount } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { seedDatabase } from '../src/seed/seed';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const CLIENTS = 20;
const OPS_PER_RUN = Number(process.env.BENCH_OPS ?? 10_000);
const ROUNDS_PER_RUN = Number(process.env.BENCH_ROUNDS ?? 2_000);
const MEMBERS = 200;
const say = (line: string) => process.stdout.write(`${line}\n`);

const external = process.env.BENCH_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and BENCH_DATABASE_URL not set).');
  process.exit(1);
}
const cluster = bin ? await startCluster(bin) : null;
const adminUrl = external ?? cluster!.url;
const name = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), maxConnections: CLIENTS });

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};

try {
  say(`PostgreSQL ${cluster?.version ?? '(external)'}; ${CLIENTS} concurrent clients`);
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const db = database.db;
  const [merchant] = (
    await db.execute<{ id: number; currency: string }>(
      sql`select id, currency from merchants where code = 'demo'`,
    )
  ).rows;
  if (!merchant) throw new Error('no demo merchant');
  const members: { id: number; account: number }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const [row] = (
      await db.execute<{ id: number }>(
        sql`insert into members (merchant_id, username, password_hash, type) values (${merchant.id}, ${`bench_${i}`}, 'x', 0) returning id`,
      )
    ).rows;
    const account = await memberAccount(db, merchant.id, row!.id, merchant.currency);
    members.push({ id: row!.id, account: account.id });
  }
  const clearing = await systemAccount(db, merchant.id, 'deposit_clearing', merchant.currency);
  const pending = await systemAccount(db, merchant.id, 'pending_withdrawals', merchant.currency);
  const adjustments = await systemAccount(db, merchant.id, 'adjustments', merchant.currency);

  let seq = 0;
  async function moneyOperation(): Promise<void> {
    const member = members[Math.floor(Math.random() * members.length)]!;
    const amount = BigInt(100 + Math.floor(Math.random() * 10_000));
    const kind = seq % 4;
    const key = `bench:${++seq}`;
    const [from, to, fromKind, toKind, postingKind] =
      kind === 0
        ? ([clearing, member.account, 'house', 'member', 'deposit'] as const)
        : kind === 1
          ? ([member.account, pending, 'member', 'house', 'withdrawal'] as const)
          : kind === 2
            ? ([pending, member.account, 'house', 'member', 'withdrawal_return'] as const)
            : ([adjustments, member.account, 'house', 'member', 'adjustment'] as const);
    try {
      // post() takes the member's row lock with its conditional balance update.
      await db.transaction(async (tx) => {
        await post(tx, {
          merchantId: merchant!.id,
          kind: postingKind,
          idempotencyKey: key,
          legs: [
            { accountId: from, amount: -amount, kind: fromKind },
            { accountId: to, amount, kind: toKind },
          ],
          now: Date.now(),
        });
      });
    } catch (error) {
      // A withdrawal larger than the balance is refused (and counts: the ledger said no).
      if (!(error instanceof Error && error.message === insufficientFunds().message)) throw error;
    }
  }

  /** CPU time (µs) of this process and of every PostgreSQL server process on the machine. */
  function cpuNow(): { app: number; postgres: number } {
    const { user, system } = process.cpuUsage();
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        // The process ended meanwhile.
      }
    }
    return { app: user + system, postgres: ticks * (1_000_000 / 100) };
  }
  const cpuLine = (m: { appUs: number; postgresUs: number }) =>
    `CPU per operation ${Math.round(m.appUs)} µs here, ${Math.round(m.postgresUs)} µs in PostgreSQL`;
  /** Operations per second, and the CPU each took in this process and in PostgreSQL (µs). */
  async function timed(
    total: number,
    op: () => Promise<void>,
  ): Promise<{ perSecond: number; appUs: number; postgresUs: number }> {
    let started = 0;
    const cpu = cpuNow();
    const begin = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (started < total) {
          started += 1;
          await op();
        }
      }),
    );
    const seconds = (performance.now() - begin) / 1000;
    const after = cpuNow();
    return {
      perSecond: total / seconds,
      appUs: (after.app - cpu.app) / total,
      postgresUs: (after.postgres - cpu.postgres) / total,
    };
  }

  await timed(1_000, moneyOperation); // warm-up
  const ledgerRuns: Awaited<ReturnType<typeof timed>>[] = [];
  for (let run = 1; run <= 3; run++) {
    const measured = await timed(OPS_PER_RUN, moneyOperation);
    ledgerRuns.push(measured);
    say(
      `  money operations, run ${run}: ${OPS_PER_RUN} in ${(OPS_PER_RUN / measured.perSecond).toFixed(2)} s = ${Math.round(measured.perSecond)}/s; ${cpuLine(measured)}`,
    );
  }

  // The demo-round figure: rounds of the demo slot through the API (in-process), same clients.
  const app = await buildApp({ database, rateLimit: { max: 10_000_000, captchaMax: 1_000_000 } });
  await app.ready();
  const sessions: string[] = [];
  for (const m of members.slice(0, CLIENTS)) {
    await db.execute(sql`update ledger_accounts set balance = balance where id = ${m.account}`);
    const [row] = (
      await db.execute<Record<string, unknown>>(sql`select * from members where id = ${m.id}`)
    ).rows;
    const token = await openSession(
      db,
      { ...(row as object), id: m.id, merchantId: merchant.id } as never,
      'password',
      Date.now(),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?nodeId=1&launchMode=GLS',
      headers: { merchant: 'demo', authorization: token },
    });
    const gameUrl = (JSON.parse(res.body) as { value: { content: { game_url: string } } }).value
      .content.game_url;
    sessions.push(new URL(gameUrl, 'http://x').searchParams.get('session') ?? '');
  }
  let round = 0;
  const playRound = async () => {
    const n = ++round;
    const res = await app.inject({
      method: 'POST',
      url: '/demo-games/api/round',
      payload: {
        session: sessions[n % sessions.length],
        roundId: `bench-round-${n}`,
        stake: '1.00',
        bet: {},
      },
    });
    if (res.statusCode !== 200 && !res.body.includes('account.balance.not.enough'))
      throw new Error(res.body);
  };
  await timed(200, playRound);
  const roundRuns: Awaited<ReturnType<typeof timed>>[] = [];
  for (let run = 1; run <= 3; run++) {
    const measured = await timed(ROUNDS_PER_RUN, playRound);
    roundRuns.push(measured);
    say(
      `  demo rounds, run ${run}: ${ROUNDS_PER_RUN} in ${(ROUNDS_PER_RUN / measured.perSecond).toFixed(2)} s = ${Math.round(measured.perSecond)}/s; ${cpuLine(measured)}`,
    );
  }
  await app.close();

  const one = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);
  const invariants = {
    unbalancedTransactions: await one(
      sql`select count(*) as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
    ),
    ledgerTotal: await one(sql`select coalesce(sum(amount), 0) as n from ledger_entries`),
    negativeBalances: await one(
      sql`select count(*) as n from ledger_accounts where kind = 'member' and balance < 0`,
    ),
    cachedBalanceDrift: await one(
      sql`select count(*) as n from ledger_accounts a where a.kind = 'member' and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)`,
    ),
  };
  const mmm = (xs: number[]) => {
    const { min, median, max } = stats(xs);
    return `min ${Math.round(min)}  median ${Math.round(median)}  max ${Math.round(max)}`;
  };
  say(
    `money operations/s (${CLIENTS} clients): ${mmm(ledgerRuns.map((m) => m.perSecond))}  (target >= 1000)`,
  );
  say(
    `  CPU per operation, µs: this process ${mmm(ledgerRuns.map((m) => m.appUs))}; PostgreSQL ${mmm(ledgerRuns.map((m) => m.postgresUs))}`,
  );
  say(`demo rounds/s      (${CLIENTS} clients): ${mmm(roundRuns.map((m) => m.perSecond))}`);
  say(
    `  CPU per round, µs: this process ${mmm(roundRuns.map((m) => m.appUs))}; PostgreSQL ${mmm(roundRuns.map((m) => m.postgresUs))}`,
  );
  say(`invariants: ${JSON.stringify(invariants)}`);
  if (Object.values(invariants).some((v) => v !== 0)) {
    say('INVARIANTS BROKEN');
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  cluster?.stop();
}
