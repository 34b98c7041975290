// The bank test: many members depositing (online through signed provider callbacks delivered
// twice and out of order, and by bank transfer confirmed or rejected by an operator),
// withdrawing (approved, rejected, disbursed), playing demo rounds and receiving adjustments,
// all at once, with every money call replayed with its Idempotency-Key. On PostgreSQL it runs
// at least 10,000 operations while database connections are killed mid-request: a request
// whose connection was killed answers 503 system.not.available and the client retries it with
// the same key; those are counted apart and can be no more than the connections killed. Any
// other 5xx (a deadlock, a lost race, a bug) fails the test. Afterwards: every ledger
// transaction sums to zero, no balance is negative, each cached balance equals the sum of its
// entries, nothing was credited twice.
// The members are the downline of one agent, who transfers money to them while they send
// money back to it (agent and upline transfers). BANK_TEST_OPS overrides the size (default
// 10,000 on PostgreSQL, 600 on PGlite); BANK_TEST_SECONDS runs for that long instead (the soak,
// scripts/soak-money.mjs); BANK_TEST_KILL=0 leaves the connections alone.
import { createHmac, randomUUID } from 'node:crypto';
import { encryptPayload } from '@platform/api-client/crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { createOperatorKey } from '../src/domain/operators';
import { seedDatabase } from '../src/seed/seed';
import { readLedgerInvariants } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-db';
import { testLogOptions } from './helpers/test-log';

const onPostgres = Boolean(process.env.DATABASE_URL);
const TARGET = Number(process.env.BANK_TEST_OPS ?? (onPostgres ? 10_000 : 600));
const SECONDS = Number(process.env.BANK_TEST_SECONDS ?? 0);
const KILL = process.env.BANK_TEST_KILL !== '0';
const CLIENTS = onPostgres ? 20 : 8;
const MEMBERS = 40;
const SECRET = 'demo-provider-secret-change-me';

let t: TestApp;
let owned: Database | null = null;
let disposeDb: () => Promise<void>;
let operatorKey: string;
let modulus: string;

beforeAll(async () => {
  const { database, dispose } = await createTestDatabase();
  disposeDb = dispose;
  let db = database;
  if (database.raw.kind === 'postgres') {
    // A pool as large as the number of clients (the test database helper keeps 5).
    const url = (database.raw.pool.options as { connectionString: string }).connectionString;
    owned = await openDatabase({ url, maxConnections: CLIENTS + 5 });
    db = owned;
  }
  await seedDatabase(db.db);
  const app = await buildApp({
    ...testLogOptions(),
    database: db,
    rateLimit: { max: 1_000_000, captchaMax: 1_000_000 },
  });
  const wrapped = await wrapApp(app, db, async () => {
    await owned?.close();
    await disposeDb();
  });
  // Thousands of calls: instead of the full contract check of every response (the other cashier
  // tests do that), each answer must be the envelope, and a failure must name an error code.
  t = {
    ...wrapped,
    async request(options) {
      // Members come from many addresses (the rate limiter counts per IP in one row each).
      const from = `10.${rand(250)}.${rand(250)}.${1 + rand(250)}`;
      const res = await app.inject({ ...options, remoteAddress: from });
      if ((res.headers['content-type'] ?? '').toString().includes('json')) {
        const body = json(res);
        expect(typeof body.success, res.body).toBe('boolean');
        if (res.statusCode !== 200) expect(typeof body.errorCode, res.body).toBe('string');
      }
      return res;
    },
  };
  const [merchant] = (
    await db.db.execute<{ id: number }>(sql`select id from merchants where code = 'demo'`)
  ).rows;
  operatorKey = (await createOperatorKey(db.db, merchant!.id, 'bank-test', Date.now())).key;
  modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })).body;
}, 300_000);
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const stats = {
  ops: 0,
  replays: 0,
  connectionLost503: 0,
  killed: 0,
  refused: 0,
  inFlight409: 0,
  serverErrors: 0,
};
/** Every money answer by its status code. */
const byStatus: Record<string, number> = {};
/** The first few unexplained 5xx answers, for the report. */
const serverErrorSamples: string[] = [];
const rand = (n: number) => Math.floor(Math.random() * n);

const lostConnection = (res: Res) =>
  res.statusCode === 503 && json(res).errorCode === 'system.not.available';

/**
 * One money call. A 503 for a killed database connection is retried with the same key and
 * body (counted apart); any other 5xx is counted as a server error, which fails the test.
 */
async function money(send: () => Promise<Res>): Promise<Res> {
  // Each attempt's time, status and request id, for the report of a call that fails.
  const trail: string[] = [];
  for (let attempt = 0; ; attempt++) {
    stats.ops += 1;
    const sent = Date.now();
    const res = await send();
    trail.push(`${Date.now() - sent} ms ${res.statusCode} ${String(res.headers['x-request-id'])}`);
    byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
    if (lostConnection(res) && attempt < 10) {
      // As a client does: the same key again after a short pause (the killer may strike again).
      stats.connectionLost503 += 1;
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
      continue;
    }
    if (res.statusCode >= 500) {
      stats.serverErrors += 1;
      if (serverErrorSamples.length < 5)
        serverErrorSamples.push(`${res.statusCode} ${res.body} after: ${trail.join(', ')}`);
    } else if (res.statusCode === 409 && json(res).errorCode === 'idempotency.in.progress')
      stats.inFlight409 += 1;
    else if (res.statusCode >= 400) stats.refused += 1;
    return res;
  }
}

interface Player {
  m: TestMember;
  session: string;
  cardId: number;
}
const players: Player[] = [];
const callbacks: string[] = [];

const memberCall = (
  p: Player,
  method: string,
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, authorization: p.m.token, ...headers },
    ...(payload ? { payload } : {}),
  });

const opCall = (method: string, url: string, payload: object | undefined, key: string) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, 'x-operator-key': operatorKey, 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });

function deliver(raw: string) {
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${ts}.${raw}`).digest('hex');
  return money(() =>
    t.request({
      method: 'POST',
      url: '/payment/callback/demo',
      headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-timestamp': ts },
      payload: raw,
    }),
  );
}

async function onlineDeposit(p: Player) {
  const key = randomUUID();
  const body = { amount: `${10 + rand(200)}.${String(rand(100)).padStart(2, '0')}` };
  const send = () =>
    memberCall(p, 'POST', '/wps/transaction/deposit/pg', body, { 'idempotency-key': key });
  const res = await money(send);
  if (res.statusCode !== 200) return;
  const dep = json(res).value as { id: string; payUrl: string; amount: string };
  if (rand(4) === 0) {
    stats.replays += 1;
    const again = await money(send);
    if (again.statusCode === 200) expect((json(again).value as { id: string }).id).toBe(dep.id);
  }
  const note = {
    paymentId: dep.payUrl.split('/').pop(),
    merchant: 'demo',
    orderId: dep.id,
    amount: dep.amount,
    currency: 'USD',
    status: rand(10) === 0 ? 'cancelled' : 'paid',
  };
  // Delivered later by someone else, in any order, and sometimes twice.
  callbacks.push(JSON.stringify(note));
  if (rand(2) === 0) callbacks.push(JSON.stringify(note));
  if (rand(8) === 0) callbacks.push(JSON.stringify({ ...note, status: 'cancelled' }));
}

async function deliverSome() {
  if (callbacks.length === 0) return;
  const [raw] = callbacks.splice(rand(callbacks.length), 1);
  await deliver(raw!);
}

async function bankDeposit(p: Player) {
  const res = await money(() =>
    memberCall(
      p,
      'POST',
      '/wps/transaction/deposit/bank',
      {
        amount: `${100 + rand(400)}`,
        bankAccountId: 1,
        depositorName: 'Bank Tester',
        reference: randomUUID().slice(0, 8),
      },
      { 'idempotency-key': randomUUID() },
    ),
  );
  if (res.statusCode !== 200) return;
  const { id } = json(res).value as { id: string };
  const key = randomUUID();
  const confirm = rand(5) > 0;
  const decide = () =>
    opCall(
      'POST',
      `/operator/deposits/${id}/${confirm ? 'confirm' : 'reject'}`,
      confirm ? undefined : { reason: 'no money arrived' },
      key,
    );
  await money(decide);
  stats.replays += 1;
  await money(decide);
}

async function withdraw(p: Player) {
  const key = randomUUID();
  const payload = { amount: `${50 + rand(100)}`, bankCardId: p.cardId, paymentPassword: '246810' };
  const enc = encryptPayload(payload, modulus);
  const send = () =>
    memberCall(p, 'POST', '/wps/transaction/withdraw', enc.body as object, {
      'idempotency-key': key,
      encryption: enc.encryption,
    });
  const res = await money(send);
  if (res.statusCode !== 200) return;
  const { id } = json(res).value as { id: string };
  stats.replays += 1;
  await money(send);
  if (rand(3) === 0) {
    await money(() =>
      opCall(
        'POST',
        `/operator/withdrawals/${id}/reject`,
        { reason: 'checks failed' },
        randomUUID(),
      ),
    );
    return;
  }
  await money(() => opCall('POST', `/operator/withdrawals/${id}/approve`, undefined, randomUUID()));
  await money(() =>
    opCall('POST', `/operator/withdrawals/${id}/disburse`, undefined, randomUUID()),
  );
}

let roundSeq = 0;
async function round(p: Player) {
  const payload = {
    session: p.session,
    roundId: `bank-${++roundSeq}`,
    stake: `${1 + rand(5)}.00`,
    bet: {},
  };
  const send = () => t.request({ method: 'POST', url: '/demo-games/api/round', payload });
  await money(send);
  if (rand(3) === 0) {
    stats.replays += 1;
    await money(send);
  }
}

async function adjust(p: Player) {
  const key = randomUUID();
  const amount = rand(4) === 0 ? `-${1 + rand(20)}.00` : `${1 + rand(20)}.00`;
  const send = () =>
    opCall(
      'POST',
      '/operator/adjustments',
      { account: p.m.member.username, amount, reason: 'bank test' },
      key,
    );
  await money(send);
  stats.replays += 1;
  await money(send);
}

let agent: TestMember;

/** The agent moves money to one of its downline (replayed once with its key). */
async function agentTransfer(p: Player) {
  const key = randomUUID();
  const send = () =>
    t.request({
      method: 'PUT',
      url: '/wps/agent/transferDownline',
      headers: { ...DEMO, authorization: agent.token, 'idempotency-key': key },
      payload: { memberId: p.m.member.id, amount: `${1 + rand(30)}.00`, paymentPassword: '246810' },
    });
  await money(send);
  stats.replays += 1;
  await money(send);
}

/** A member sends money to its upline agent (replayed once with its key). */
async function uplineTransfer(p: Player) {
  const key = randomUUID();
  const enc = encryptPayload({ amount: `${1 + rand(10)}.00`, paymentPassword: '246810' }, modulus);
  const send = () =>
    memberCall(p, 'POST', '/wps/member/uplineTransfer', enc.body as object, {
      'idempotency-key': key,
      encryption: enc.encryption,
    });
  await money(send);
  stats.replays += 1;
  await money(send);
}

/**
 * Kills a random busy connection of the test database once every KILL_EVERY money calls: paced
 * by the work rather than the clock, so that a slow machine (each call taking longer) does not
 * put more kills on each call. A connection waiting for a row lock is left alone: the calls
 * queued behind one member's lock (an agent's transfers) would otherwise draw a kill in
 * proportion to their wait, which grows with the machine's load, and retry into the same queue.
 */
const KILL_EVERY = 12;
function startKiller(database: Database): () => Promise<void> {
  if (database.raw.kind !== 'postgres' || !KILL) return async () => undefined;
  const url = (database.raw.pool.options as { connectionString: string }).connectionString;
  const admin = new pg.Client({ connectionString: url });
  let stop = false;
  const loop = (async () => {
    await admin.connect();
    let next = stats.ops + KILL_EVERY;
    while (!stop) {
      await new Promise((r) => setTimeout(r, 10));
      if (stats.ops < next) continue;
      next = stats.ops + KILL_EVERY;
      const { rows } = await admin.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
           and wait_event_type is distinct from 'Lock'
         order by random() limit 1`,
      );
      if (rows[0]?.killed) stats.killed += 1;
    }
    await admin.end();
  })();
  return async () => {
    stop = true;
    await loop;
  };
}

const size = SECONDS > 0 ? `${SECONDS} s of` : `${TARGET}`;
it(
  `keeps the books straight through ${size} concurrent money operations`,
  async () => {
    const db = t.database.db;
    agent = await createMember(db, 'bank_agent', { type: 1, fund: '1000000.00' });
    const agentPw = encryptPayload(
      { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      modulus,
    );
    await t.request({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: { ...DEMO, authorization: agent.token, encryption: agentPw.encryption },
      payload: agentPw.body as object,
    });
    for (let i = 0; i < MEMBERS; i++) {
      const m = await createMember(db, `bank_${i}`, { parentId: agent.member.id });
      const launch = await t.request({
        method: 'GET',
        url: '/wps/game/launchGame?nodeId=1&launchMode=GLS',
        headers: { ...DEMO, authorization: m.token },
      });
      const session =
        new URL(
          (json(launch).value as { content: { game_url: string } }).content.game_url,
          'http://x',
        ).searchParams.get('session') ?? '';
      const card = encryptPayload(
        {
          bankCode: 'RDB',
          accountName: `Bank ${i}`,
          accountNumber: `9000${String(i).padStart(6, '0')}`,
        },
        modulus,
      );
      const bound = await t.request({
        method: 'PUT',
        url: '/wps/member/bankCard',
        headers: { ...DEMO, authorization: m.token, encryption: card.encryption },
        payload: card.body as object,
      });
      const pw = encryptPayload(
        { paymentPassword: '246810', confirmPaymentPassword: '246810' },
        modulus,
      );
      await t.request({
        method: 'PUT',
        url: '/wps/member/paymentPassword',
        headers: { ...DEMO, authorization: m.token, encryption: pw.encryption },
        payload: pw.body as object,
      });
      players.push({ m, session, cardId: (json(bound).value as { id: number }).id });
    }
    // Raise the daily withdrawal count so withdrawals keep flowing.
    await db.execute(
      sql`update merchants set settings = jsonb_set(settings, '{cashier}', '{"withdraw": {"min": "50.00", "max": "50000.00", "dailyCount": 100000, "channels": [{"code": "bank", "name": "Bank card", "min": "50.00", "max": "50000.00"}]}}'::jsonb) where code = 'demo'`,
    );

    const started = Date.now();
    const stopKiller = startKiller(t.database);
    const deadline = started + SECONDS * 1000;
    const worker = async () => {
      while (SECONDS > 0 ? Date.now() < deadline : stats.ops < TARGET) {
        const p = players[rand(players.length)]!;
        const dice = rand(100);
        if (dice < 27) await onlineDeposit(p);
        else if (dice < 50) await deliverSome();
        else if (dice < 56) await bankDeposit(p);
        else if (dice < 60) await withdraw(p);
        else if (dice < 84) await round(p);
        else if (dice < 90) await agentTransfer(p);
        else if (dice < 94) await uplineTransfer(p);
        else await adjust(p);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    await stopKiller();
    while (callbacks.length > 0) await deliverSome();
    const seconds = (Date.now() - started) / 1000;

    const invariants = await readLedgerInvariants(db);
    const counts = (
      await db.execute<{
        deposits: number;
        credited: number;
        withdrawals: number;
        rounds: number;
        transfers: number;
        uplineTransfers: number;
      }>(sql`
    select (select count(*)::int from deposits) as deposits, (select count(*)::int from deposits where status = 'credited') as credited,
           (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from bet_records) as rounds,
           (select count(*)::int from ledger_transactions where kind = 'transfer') as transfers,
           (select count(*)::int from ledger_transactions where kind = 'upline_transfer') as "uplineTransfers"`)
    ).rows[0];

    const report = {
      database: onPostgres ? 'postgres' : 'pglite',
      operations: stats.ops,
      seconds: Number(seconds.toFixed(1)),
      opsPerSecond: Math.round(stats.ops / seconds),
      ...counts,
      replays: stats.replays,
      refusedAsExpected: stats.refused,
      answersByStatus: byStatus,
      serverErrors: stats.serverErrors,
      serverErrorSamples,
      connectionsKilled: stats.killed,
      connectionLost503: stats.connectionLost503,
      inFlight409: stats.inFlight409,
      invariants,
    };
    console.log(`bank test: ${JSON.stringify(report, null, 2)}`);
    if (SECONDS === 0) expect(stats.ops).toBeGreaterThanOrEqual(TARGET);
    // No 5xx but the ones a killed connection explains (one request per killed backend at most).
    expect(stats.serverErrors, serverErrorSamples.join('\n')).toBe(0);
    expect(stats.connectionLost503).toBeLessThanOrEqual(stats.killed);
    // Every invariant of scripts/ledger-invariants.sql (the drill's and operators' check).
    expect(
      Object.entries(invariants).filter(([, value]) => String(value) !== '0'),
      JSON.stringify(invariants),
    ).toEqual([]);
    expect(counts!.credited).toBeGreaterThan(0);
    expect(counts!.transfers).toBeGreaterThan(0);
    expect(counts!.uplineTransfers).toBeGreaterThan(0);
  },
  Math.max(600_000, SECONDS * 1000 + 300_000),
);
