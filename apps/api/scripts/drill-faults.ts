// `pnpm --filter @platform/api drill:faults`: the fault drill. Two replicas of the built API
// (dist/main.js) on one throw-away PostgreSQL cluster, and clients doing demo rounds, bank
// deposits confirmed by an operator, withdrawals approved or rejected, and transfers between
// the main and the vendor wallets, all with their Idempotency-Key (rounds: their round id).
// A client that loses an answer (its connection cut, the replica gone, a 5xx) sends the same
// request with the same key again, as a real client does, until it gets a definitive answer.
// During the run: client connections are cut mid-request all along, `pg_dump` takes a backup
// of the live database, PostgreSQL is restarted (`pg_ctl restart -m fast`), and a replica is
// killed with SIGKILL and started again. Afterwards:
// - every ledger invariant (scripts/ledger-invariants.sql) is 0;
// - nothing was applied twice: one bet record per round told played, one deposit, withdrawal
//   and wallet transfer per key told done, and every wallet's balance equals its opening plus
//   what the clients were told succeeded (including the answers lost and fetched again);
// - the background jobs resume: each job's row in scheduled_jobs runs again after each fault;
// - both replicas answer /ready 200 within DRILL_HEALTHY_SECONDS (60) of each fault (a killed
//   replica's figure is mostly its cold start: compare it with the first start's, printed too);
// - the backup, restored into a new cluster with pg_restore, passes the same invariants.
// It prints its figures and exits 1 when a check fails. 5xx answers are counted (in and out
// of the fault windows) and retried, never asserted away: they are what the clients saw.
//
// Ports (a shared machine: each person their own): DRILL_PORTS=<api a>,<api b>,<pg>,<pg restore>
// (default 4120,4123,5520,5521). DRILL_SECONDS: how long new work starts (default 40);
// DRILL_CLIENTS (12), DRILL_MEMBERS (16).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encryptPayload } from '@platform/api-client/crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { games } from '../src/db/schema/games';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { bindBankCard, setPaymentPassword } from '../src/domain/cashier';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { DEMO_OPERATOR_KEY } from '../src/seed/demo-accounts';
import { seedDatabase } from '../src/seed/seed';
import { broken, readInvariants } from './ledger-invariants.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const run = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [API_A, API_B, PG_PORT, RESTORE_PORT] = (process.env.DRILL_PORTS ?? '4120,4123,5520,5521')
  .split(',')
  .map(Number) as [number, number, number, number];
const SECONDS = Number(process.env.DRILL_SECONDS ?? 40);
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 12);
const MEMBERS = Number(process.env.DRILL_MEMBERS ?? 16);
const HEALTHY_SECONDS = Number(process.env.DRILL_HEALTHY_SECONDS ?? 60);
/** How long a client keeps asking for one intent's answer (a claim left by a killed replica is taken over after 2 minutes). */
const INTENT_DEADLINE_MS = 200_000;
/** How long each job may take to run again after the last fault (the settlement job runs every 30 s, a lease lapses after 60 s). */
const JOBS_DEADLINE_MS = 120_000;
const VENDORS = ['PG', 'JL'] as const;
const OPENING = '3000.00';
const PASSWORD = '246810';

const say = (line: string) => process.stdout.write(`[drill] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (n: number) => Math.floor(Math.random() * n);
const since = (t: number) => Number(((Date.now() - t) / 1000).toFixed(2));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

const bin = findPostgresBin();
if (!bin) {
  say('PostgreSQL server binaries are not installed (apt-get install postgresql).');
  process.exit(1);
}
if (!statSync(path.join(apiDir, 'dist/main.js'), { throwIfNoEntry: false })) {
  say('apps/api/dist/main.js is missing: run `node scripts/build.mjs` (drill:faults does).');
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'fault-drill-'));
const cluster = await startCluster(bin, PG_PORT);
let restored: Awaited<ReturnType<typeof startCluster>> | undefined;
const replicas: Record<number, ChildProcess | undefined> = {};
const databaseUrl = cluster.url.replace(/\/postgres$/, '/platform');

function startReplica(port: number): ChildProcess {
  const log = openSync(path.join(work, `replica-${port}.log`), 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: '',
      SEED: '0',
      SEED_DEMO_TEAM: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      SHUTDOWN_GRACE_MS: '5000',
    },
    stdio: ['ignore', log, log],
  });
  replicas[port] = child;
  return child;
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status === 200,
    () => false,
  );

/** Seconds until every port answers /ready 200, from `from`. */
async function untilReady(ports: number[], from: number, seconds = 120): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if ((await Promise.all(ports.map(ready))).every(Boolean)) return since(from);
    await sleep(50);
  }
  throw new Error(`replicas ${ports.join(', ')} not ready within ${seconds} s`);
}

async function cleanup() {
  for (const child of Object.values(replicas)) if (child?.exitCode === null) child.kill('SIGKILL');
  await sleep(300);
  cluster.stop();
  restored?.stop();
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().then(() => process.exit(130)));
}

// ---- Setup: a migrated, seeded database; members with opening money, a bank card, a payment
// password; the demo merchant in transfer-wallet mode.
interface Player {
  id: number;
  token: string;
  cardId: number;
  sessions: Record<string, string>;
  /** What each wallet (MAIN or a vendor code) should hold, from the answers the clients got. */
  expected: Map<string, bigint>;
}
const players: Player[] = [];
/** A slot game of each vendor. */
const slots = new Map<string, string>();
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('create database platform');
await admin.end();
const setupStarted = Date.now();
{
  const database = await openDatabase({ url: databaseUrl, maxConnections: 4 });
  const db = database.db;
  await migrateDatabase(database);
  await seedDatabase(db, { demoTeam: false });
  await db.execute(
    sql`update merchants set settings = jsonb_set(jsonb_set(settings, '{wallet}', '{"mode": "transfer"}'), '{cashier}', '{"withdraw": {"min": "50.00", "max": "50000.00", "dailyCount": 100000, "channels": [{"code": "bank", "name": "Bank card", "min": "50.00", "max": "50000.00"}]}}'::jsonb) where code = 'demo'`,
  );
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) throw new Error('no demo merchant');
  for (let i = 0; i < MEMBERS; i++) {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: `drill${i}`,
        passwordHash: 'x',
        type: 0,
        payeeName: `Drill ${i}`,
      })
      .returning();
    if (!row) throw new Error('member not created');
    await db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchant.id, row.id, merchant.currency);
      const house = await houseAccount(tx, merchant.id, merchant.currency);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'funding',
        idempotencyKey: `drill-funding:${i}`,
        legs: [
          { accountId: house, amount: -toMinor(OPENING), kind: 'house' },
          { accountId: account.id, amount: toMinor(OPENING), kind: 'member' },
        ],
        now: Date.now(),
      });
    });
    await setPaymentPassword(db, row.id, PASSWORD, PASSWORD, Date.now());
    const card = await bindBankCard(db, {
      merchantId: merchant.id,
      memberId: row.id,
      body: { bankCode: 'RDB', accountName: `Drill ${i}`, accountNumber: `7333${1000 + i}00` },
      now: Date.now(),
    });
    players.push({
      id: row.id,
      token: await openSession(db, row, 'password', Date.now()),
      cardId: card.id,
      sessions: {},
      expected: new Map([['MAIN', toMinor(OPENING)]]),
    });
  }
  for (const vendor of VENDORS) {
    const [game] = await db
      .select({ code: games.gameCode })
      .from(games)
      .where(
        and(
          eq(games.merchantId, merchant.id),
          eq(games.vendorCode, vendor),
          eq(games.engine, 'slot'),
          eq(games.maintenance, false),
        ),
      )
      .limit(1);
    if (!game) throw new Error(`no slot game of ${vendor}`);
    slots.set(vendor, game.code);
  }
  await database.close();
}
startReplica(API_A);
startReplica(API_B);
const coldStartSeconds = await untilReady([API_A, API_B], Date.now());
{
  for (const p of players) {
    for (const vendor of VENDORS) {
      const res = await fetch(
        `http://127.0.0.1:${API_A}/wps/game/launchGame?gameCode=${slots.get(vendor)}&vassalage=${vendor}&launchMode=GLS`,
        { headers: { merchant: 'demo', authorization: p.token } },
      );
      const body = (await res.json()) as { value: { content: { game_url: string } } };
      p.sessions[vendor] =
        new URL(body.value.content.game_url, 'http://x').searchParams.get('session') ?? '';
      p.expected.set(vendor, 0n);
    }
  }
}
const modulus = await (
  await fetch(`http://127.0.0.1:${API_A}/wps/session/key/rsa`, { headers: { merchant: 'demo' } })
).text();
say(
  `setup: PostgreSQL ${cluster.version} on ${PG_PORT}, replicas on ${API_A} and ${API_B}, ` +
    `${MEMBERS} members, ${CLIENTS} clients (${since(setupStarted)} s)`,
);

// ---- Clients.
interface Answer {
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string | null };
  replayed: boolean;
}
type Outcome = 'done' | 'refused' | 'unresolved';
const counts = {
  intents: 0,
  attempts: 0,
  cut: 0,
  lost: 0,
  replayedAfterLoss: 0,
  inProgress409: 0,
  fiveXxInFaults: 0,
  fiveXxOutside: 0,
  refused: 0,
  unresolved: 0,
  longestIntentSeconds: 0,
};
const byKind: Record<string, { done: number; refused: number; unresolved: number }> = {};
/** Open fault windows (5xx inside one are expected: the database or a replica is away). */
let faultsOpen = 0;
let stopping = false;

/**
 * One intent, sent until it has a definitive answer: 200, or a refusal (4xx other than 409
 * in progress and 429). A cut connection, a refused connection, a timeout, a 5xx or a 409
 * "in progress" means the answer is not known: the same request goes again, with the same
 * key, to the next replica.
 */
async function intent(
  kind: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ outcome: Outcome; answer?: Answer }> {
  counts.intents += 1;
  const started = Date.now();
  const stats = (byKind[kind] ??= { done: 0, refused: 0, unresolved: 0 });
  let lostBefore = false;
  for (let attempt = 0; Date.now() - started < INTENT_DEADLINE_MS; attempt++) {
    counts.attempts += 1;
    const port = (attempt + rand(2)) % 2 === 0 ? API_A : API_B;
    const controller = new AbortController();
    // About one attempt in ten has its connection cut after 2 to 60 ms: often while the
    // server works on it, so the server may finish and commit what the client never hears.
    const cut = rand(10) === 0;
    const timer = setTimeout(() => controller.abort(), cut ? 2 + rand(58) : 20_000);
    let answer: Answer | null = null;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: {
          ...headers,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await res.text();
      answer = {
        status: res.status,
        body: JSON.parse(text) as Answer['body'],
        replayed: res.headers.get('idempotent-replay') === 'true',
      };
    } catch {
      if (cut) counts.cut += 1;
      counts.lost += 1;
      lostBefore = true;
    } finally {
      clearTimeout(timer);
    }
    if (answer) {
      if (answer.status >= 500) {
        if (faultsOpen > 0) counts.fiveXxInFaults += 1;
        else counts.fiveXxOutside += 1;
        lostBefore = true;
      } else if (answer.status === 409 && answer.body.errorCode === 'idempotency.in.progress') {
        counts.inProgress409 += 1;
        lostBefore = true;
        await sleep(1000);
        continue;
      } else if (answer.status !== 429) {
        if (
          lostBefore &&
          (answer.replayed || (answer.body.value as { replayed?: boolean } | null)?.replayed)
        )
          counts.replayedAfterLoss += 1;
        counts.longestIntentSeconds = Math.max(counts.longestIntentSeconds, since(started));
        const outcome = answer.status === 200 ? 'done' : 'refused';
        stats[outcome] += 1;
        if (outcome === 'refused') counts.refused += 1;
        return { outcome, answer };
      }
    }
    await sleep(200);
  }
  stats.unresolved += 1;
  counts.unresolved += 1;
  return { outcome: 'unresolved' };
}

const member = (p: Player, key: string, extra: Record<string, string> = {}) => ({
  merchant: 'demo',
  authorization: p.token,
  'idempotency-key': key,
  ...extra,
});
const operator = (key: string) => ({
  merchant: 'demo',
  'x-operator-key': DEMO_OPERATOR_KEY,
  'idempotency-key': key,
});
const add = (p: Player, wallet: string, amount: bigint) =>
  p.expected.set(wallet, (p.expected.get(wallet) ?? 0n) + amount);
const money = (units: number) =>
  `${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}`;

/** What the database must hold afterwards, from the answers. */
const told = {
  rounds: new Set<string>(),
  roundsRefused: new Set<string>(),
  deposits: new Map<number, number>(),
  credited: new Map<number, number>(),
  withdrawals: new Map<number, number>(),
  transfers: new Map<number, number>(),
};
const bump = (m: Map<number, number>, id: number) => m.set(id, (m.get(id) ?? 0) + 1);
let roundSeq = 0;

async function round(p: Player) {
  const vendor = VENDORS[rand(VENDORS.length)]!;
  const roundId = `drill-${process.pid}-${++roundSeq}`;
  const stake = `${1 + rand(5)}.00`;
  const { outcome, answer } = await intent(
    'round',
    'POST',
    '/demo-games/api/round',
    {},
    {
      session: p.sessions[vendor],
      roundId,
      stake,
      bet: {},
    },
  );
  if (outcome === 'done') {
    const value = answer!.body.value as { payout: string; stake: string };
    add(p, vendor, toMinor(value.payout) - toMinor(value.stake));
    told.rounds.add(roundId);
  } else if (outcome === 'refused') told.roundsRefused.add(roundId);
}

async function transfer(p: Player) {
  const vendor = VENDORS[rand(VENDORS.length)]!;
  const inward = rand(5) < 3;
  const amount = money(100 + rand(20_000));
  const [from, to] = inward ? ['MAIN', vendor] : [vendor, 'MAIN'];
  const { outcome } = await intent(
    'transfer',
    'POST',
    '/wps/relay/GCS_walletTransfer',
    member(p, randomUUID()),
    {
      from,
      to,
      amount,
    },
  );
  if (outcome === 'done') {
    add(p, from, -toMinor(amount));
    add(p, to, toMinor(amount));
    bump(told.transfers, p.id);
  }
}

async function deposit(p: Player) {
  const amount = `${100 + rand(400)}.00`;
  const created = await intent(
    'deposit',
    'POST',
    '/wps/transaction/deposit/bank',
    member(p, randomUUID()),
    {
      amount,
      bankAccountId: 1,
      depositorName: 'Drill Tester',
      reference: randomUUID().slice(0, 8),
    },
  );
  if (created.outcome !== 'done') return;
  bump(told.deposits, p.id);
  const { id } = created.answer!.body.value as { id: string };
  const confirmed = await intent(
    'deposit confirm',
    'POST',
    `/operator/deposits/${id}/confirm`,
    operator(randomUUID()),
    undefined,
  );
  if (confirmed.outcome === 'done') {
    add(p, 'MAIN', toMinor(amount));
    bump(told.credited, p.id);
  }
}

async function withdraw(p: Player) {
  const amount = `${50 + rand(100)}.00`;
  const enc = encryptPayload({ amount, bankCardId: p.cardId, paymentPassword: PASSWORD }, modulus);
  const created = await intent(
    'withdrawal',
    'POST',
    '/wps/transaction/withdraw',
    member(p, randomUUID(), { encryption: enc.encryption }),
    enc.body,
  );
  if (created.outcome !== 'done') return;
  add(p, 'MAIN', -toMinor(amount));
  bump(told.withdrawals, p.id);
  const { id } = created.answer!.body.value as { id: string };
  if (rand(2) === 0) {
    const rejected = await intent(
      'withdrawal reject',
      'POST',
      `/operator/withdrawals/${id}/reject`,
      operator(randomUUID()),
      {
        reason: 'drill',
      },
    );
    if (rejected.outcome === 'done') add(p, 'MAIN', toMinor(amount));
  } else {
    await intent(
      'withdrawal approve',
      'POST',
      `/operator/withdrawals/${id}/approve`,
      operator(randomUUID()),
      undefined,
    );
  }
}

async function client() {
  while (!stopping) {
    const p = players[rand(players.length)]!;
    const dice = rand(100);
    if (dice < 45) await round(p);
    else if (dice < 70) await transfer(p);
    else if (dice < 85) await deposit(p);
    else await withdraw(p);
  }
}

// ---- Observers: the job rows, and a fresh connection per look (the server restarts).
type JobRow = { name: string; runs: number; lease_until: Date | null; failures: number };
async function jobRows(): Promise<JobRow[] | null> {
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return (
      await c.query<JobRow>(
        'select name, runs, lease_until, failures from scheduled_jobs order by name',
      )
    ).rows;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Seconds from `from` until every job has run more often than in `before`. */
async function jobsRunAgain(
  before: JobRow[],
  from: number,
): Promise<Record<string, number | null>> {
  const left = new Map(before.map((j) => [j.name, j.runs]));
  const seconds: Record<string, number | null> = Object.fromEntries(
    before.map((j) => [j.name, null]),
  );
  const deadline = Date.now() + JOBS_DEADLINE_MS;
  while (left.size > 0 && Date.now() < deadline) {
    for (const row of (await jobRows()) ?? []) {
      const runs = left.get(row.name);
      if (runs !== undefined && row.runs > runs) {
        seconds[row.name] = since(from);
        left.delete(row.name);
      }
    }
    await sleep(250);
  }
  return seconds;
}

// ---- The run with its faults.
const figures: Record<string, unknown> = {};
let exitCode = 0;
try {
  const runStarted = Date.now();
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));
  const at = (seconds: number) => sleep(Math.max(0, runStarted + seconds * 1000 - Date.now()));

  // The backup, taken from the live database while the clients work (between the restart and
  // the kill, so that it holds the first part of the run).
  const dumpFile = path.join(work, 'platform.dump');
  const backup = (async () => {
    await at(SECONDS * 0.45);
    const dumpStarted = Date.now();
    await run(path.join(bin, 'pg_dump'), ['-Fc', '-d', databaseUrl, '-f', dumpFile]);
    figures.backup = {
      tool: 'pg_dump -Fc',
      seconds: since(dumpStarted),
      megabytes: Number((statSync(dumpFile).size / 1e6).toFixed(2)),
    };
  })();
  backup.catch(() => undefined); // awaited (and its failure reported) before the restore

  // PostgreSQL restarted, fast: every session of both replicas is cut.
  await at(SECONDS * 0.3);
  const jobsBeforeRestart = (await jobRows()) ?? [];
  faultsOpen += 1;
  const restartStarted = Date.now();
  await cluster.restart('fast');
  const restartSeconds = since(restartStarted);
  const healthyAfterRestart = await untilReady([API_A, API_B], restartStarted);
  faultsOpen -= 1;
  const jobsAfterRestart = jobsRunAgain(jobsBeforeRestart, restartStarted);

  // A replica killed (SIGKILL: no draining, its requests and any job lease it held are
  // abandoned), then started again as a supervisor would.
  await at(SECONDS * 0.6);
  const jobsBeforeKill = (await jobRows()) ?? [];
  faultsOpen += 1;
  const killed = replicas[API_B]!;
  const killedAt = Date.now();
  killed.kill('SIGKILL');
  await new Promise((r) =>
    killed.exitCode !== null || killed.signalCode ? r(null) : killed.once('exit', r),
  );
  startReplica(API_B);
  const healthyAfterKill = await untilReady([API_B], killedAt);
  faultsOpen -= 1;
  const jobsAfterKill = jobsRunAgain(jobsBeforeKill, killedAt);

  await at(SECONDS);
  stopping = true;
  const drainStarted = Date.now();
  await clients;
  figures.run = {
    seconds: since(runStarted),
    lastAnswersSeconds: since(drainStarted),
    ...counts,
    byKind,
  };
  figures.faults = {
    clientConnectionsCut: counts.cut,
    postgresRestart: { pgCtlSeconds: restartSeconds, bothReadySeconds: healthyAfterRestart },
    replicaSigkill: { port: API_B, readyAgainSeconds: healthyAfterKill, coldStartSeconds },
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
  };
  figures.jobsRanAgainSeconds = {
    afterPostgresRestart: await jobsAfterRestart,
    afterSigkill: await jobsAfterKill,
  };

  // ---- Checks on the live database.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ids = players.map((p) => p.id);
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await db.query<T>(text, values)).rows;
  const perMember = async (text: string) =>
    new Map((await rows<{ id: number; n: number }>(text, [ids])).map((r) => [r.id, r.n]));
  const sameCounts = (a: Map<number, number>, b: Map<number, number>) =>
    ids.every((id) => (a.get(id) ?? 0) === (b.get(id) ?? 0));

  const recorded = await rows<{ round_id: string; n: number }>(
    `select round_id, count(*)::int as n from bet_records where member_id = any($1) group by round_id`,
    [ids],
  );
  const roundsTwice = recorded.filter((r) => r.n > 1).length;
  const recordedIds = new Set(recorded.map((r) => r.round_id));
  const roundsNotTold = [...recordedIds].filter((r) => !told.rounds.has(r)).length;
  const roundsMissing = [...told.rounds].filter((r) => !recordedIds.has(r)).length;
  const deposits = await perMember(
    `select member_id as id, count(*)::int as n from deposits where member_id = any($1) group by member_id`,
  );
  const credited = await perMember(
    `select member_id as id, count(*)::int as n from deposits where member_id = any($1) and status = 'credited' group by member_id`,
  );
  const withdrawals = await perMember(
    `select member_id as id, count(*)::int as n from withdrawals where member_id = any($1) group by member_id`,
  );
  const transfers = await perMember(
    `select a.member_id as id, count(distinct x.id)::int as n from ledger_transactions x
     join ledger_entries e on e.transaction_id = x.id join ledger_accounts a on a.id = e.account_id
     where x.kind = 'wallet_transfer' and a.member_id = any($1) group by a.member_id`,
  );
  const balances = await rows<{ member_id: number; wallet: string; balance: string }>(
    `select member_id, coalesce(vendor_code, 'MAIN') as wallet, balance::text from ledger_accounts
     where kind = 'member' and member_id = any($1)`,
    [ids],
  );
  const actual = new Map(balances.map((b) => [`${b.member_id}/${b.wallet}`, BigInt(b.balance)]));
  let walletsOff = 0;
  for (const p of players) {
    for (const [wallet, amount] of p.expected) {
      if ((actual.get(`${p.id}/${wallet}`) ?? 0n) !== amount) walletsOff += 1;
    }
  }
  const stuckLeases = (
    await rows<{ n: number }>(
      `select count(*)::int as n from scheduled_jobs where lease_until is not null and lease_until < clock_timestamp()`,
    )
  )[0]!.n;
  await db.end();

  const live = await readInvariants(databaseUrl);
  figures.doubleApplication = {
    roundsRecordedTwice: roundsTwice,
    roundsRecordedButNotTold: roundsNotTold,
    roundsToldButMissing: roundsMissing,
    depositCountsDiffer: !sameCounts(deposits, told.deposits),
    creditCountsDiffer: !sameCounts(credited, told.credited),
    withdrawalCountsDiffer: !sameCounts(withdrawals, told.withdrawals),
    transferCountsDiffer: !sameCounts(transfers, told.transfers),
    walletsNotAsTold: walletsOff,
  };
  figures.invariantsLive = live;

  // ---- The backup restored into a new cluster.
  await backup;
  restored = await startCluster(bin, RESTORE_PORT);
  const restoreAdmin = new pg.Client({ connectionString: restored.url });
  await restoreAdmin.connect();
  await restoreAdmin.query('create database platform');
  await restoreAdmin.end();
  const restoredUrl = restored.url.replace(/\/postgres$/, '/platform');
  const restoreStarted = Date.now();
  await run(path.join(bin, 'pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    '-d',
    restoredUrl,
    dumpFile,
  ]);
  const restoreSeconds = since(restoreStarted);
  const restoredInvariants = await readInvariants(restoredUrl);
  const restoredCounts = new pg.Client({ connectionString: restoredUrl });
  await restoredCounts.connect();
  const restoredRows = (
    await restoredCounts.query<{ transactions: number; rounds: number }>(
      'select (select count(*)::int from ledger_transactions) as transactions, (select count(*)::int from bet_records) as rounds',
    )
  ).rows[0];
  await restoredCounts.end();
  figures.restore = { tool: 'pg_restore', seconds: restoreSeconds, ...restoredRows };
  figures.invariantsRestored = restoredInvariants;

  say(`figures:\n${JSON.stringify(figures, null, 2)}`);

  // ---- Verdict.
  const d = figures.doubleApplication as Record<string, number | boolean>;
  check(
    counts.unresolved === 0,
    `every intent got a definitive answer (${counts.unresolved} did not)`,
  );
  check(
    roundsTwice === 0 && roundsNotTold === 0 && roundsMissing === 0,
    'every round recorded once, exactly the rounds the clients were told were played',
  );
  check(
    !d.depositCountsDiffer &&
      !d.creditCountsDiffer &&
      !d.withdrawalCountsDiffer &&
      !d.transferCountsDiffer,
    'one deposit, credit, withdrawal and wallet transfer per key told done, per member',
  );
  check(walletsOff === 0, `every wallet holds what the clients were told (${walletsOff} differ)`);
  check(
    broken(live).length === 0,
    `every ledger invariant is 0 on the live database ${JSON.stringify(broken(live))}`,
  );
  check(
    broken(restoredInvariants).length === 0,
    `every ledger invariant is 0 on the restored backup ${JSON.stringify(broken(restoredInvariants))}`,
  );
  check(
    healthyAfterRestart <= HEALTHY_SECONDS && healthyAfterKill <= HEALTHY_SECONDS,
    `ready again within ${HEALTHY_SECONDS} s (PostgreSQL restart ${healthyAfterRestart} s, SIGKILL ${healthyAfterKill} s)`,
  );
  const ran = figures.jobsRanAgainSeconds as Record<string, Record<string, number | null>>;
  check(
    Object.values(ran).every(
      (jobs) => Object.keys(jobs).length > 0 && Object.values(jobs).every((s) => s !== null),
    ),
    'every background job ran again after each fault',
  );
  check(stuckLeases === 0, `no job lease left lapsed and unclaimed (${stuckLeases})`);
  check(
    (byKind.round?.done ?? 0) > 0 && (byKind['deposit confirm']?.done ?? 0) > 0,
    'money moved during the run',
  );
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  say(`drill stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  for (const port of [API_A, API_B]) {
    const log = path.join(work, `replica-${port}.log`);
    say(
      `replica ${port} log (last lines):\n${readFileSync(log, 'utf8').split('\n').slice(-20).join('\n')}`,
    );
  }
} finally {
  stopping = true;
  await cleanup();
}
if (failures.length > 0) {
  say(`FAILED: ${failures.length} check(s)`);
  exitCode = 1;
} else say('passed');
process.exit(exitCode);
