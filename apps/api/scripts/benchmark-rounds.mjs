#!/usr/bin/env node
// pnpm --filter @platform/api benchmark:rounds — demo rounds through the API against the same
// round run directly. On a throw-away PostgreSQL cluster (pg-cluster.mjs) it starts the built
// API (dist/main.js, NODE_ENV=production), funds 20 members and one "hot" member through the
// ledger and opens a slot session for each, then runs three alternating rounds of:
//   api distinct   20 clients, each on its own member, POST /demo-games/api/round over HTTP
//   direct distinct the same 20 clients calling playRound() (the same statements, no HTTP)
//   api hot / direct hot   the same, all 20 clients on one member (its row lock serialises)
// After every run the ledger invariants are checked (entries sum to zero, every transaction
// balances, cached balances equal their entries, nothing below zero). Prints min / median /
// max of rounds/s and p99 and of the ratio API / direct within each round.
import { Agent, request } from 'node:http';
import process from 'node:process';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import { merchants } from '../src/db/schema/merchants.ts';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel/index.ts';
import { openSession } from '../src/domain/sessions/index.ts';
import { cryptoRng } from '../src/vendors/demo/index.ts';
import { playRound } from '../src/vendors/demo/rounds.ts';
import { maxOf, mmm, say, startServer, table } from './bench-common.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const ROUNDS = 3;
const CLIENTS = 20;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 5) * 1000;
const STAKE = '1.00';
const TARGET_RATIO = 0.6;
const P99_LIMIT_MS = 100;

const bin = findPostgresBin();
if (!bin) {
  say('benchmark:rounds needs PostgreSQL server binaries (initdb, pg_ctl); install postgresql.');
  process.exit(1);
}
const cluster = await startCluster(bin);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cluster.stop();
    process.exit(130);
  });
}

async function fundedMember(db, merchant, username) {
  const [member] = await db
    .insert(members)
    .values({ merchantId: merchant.id, username, passwordHash: 'x', type: 0 })
    .returning();
  const amount = toMinor('1000000.00');
  await db.transaction(async (tx) => {
    const account = await memberAccount(tx, merchant.id, member.id, merchant.currency);
    const house = await houseAccount(tx, merchant.id, merchant.currency);
    await post(tx, {
      merchantId: merchant.id,
      kind: 'funding',
      idempotencyKey: `bench-funding:${username}`,
      legs: [
        { accountId: house, amount: -amount, kind: 'house' },
        { accountId: account.id, amount, kind: 'member' },
      ],
      now: Date.now(),
    });
  });
  return member;
}

async function launch(apiUrl, db, member) {
  const token = await openSession(db, member, 'password', Date.now());
  const res = await fetch(`${apiUrl}/wps/game/launchGame?nodeId=1&launchMode=GLS`, {
    headers: { merchant: 'demo', authorization: token },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  return new URL(body.value.content.game_url, 'http://x').searchParams.get('session');
}

async function audit(db) {
  const one = async (query) => (await db.execute(query)).rows[0];
  const total = await one(sql`select coalesce(sum(amount), 0)::text as v from ledger_entries`);
  const unbalanced = await one(
    sql`select count(*)::int as v from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
  );
  const drifted = await one(sql`
    select count(*)::int as v from ledger_accounts a where a.kind = 'member'
      and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)`);
  const negative = await one(
    sql`select count(*)::int as v from ledger_accounts where kind = 'member' and balance < 0`,
  );
  const result = {
    total: total.v,
    unbalanced: Number(unbalanced.v),
    drifted: Number(drifted.v),
    negative: Number(negative.v),
  };
  const ok =
    result.total === '0' &&
    result.unbalanced === 0 &&
    result.drifted === 0 &&
    result.negative === 0;
  return {
    ok,
    text: `ledger sum ${result.total}, unbalanced ${result.unbalanced}, drifted ${result.drifted}, negative ${result.negative}`,
  };
}

/** CLIENTS loops for DURATION_MS, each calling play(client, n); rounds/s, p99, failures. */
async function runClients(play) {
  const latencies = [];
  let failures = 0;
  const until = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; Date.now() < until; n++) {
        const t0 = performance.now();
        try {
          await play(client, n);
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { rps: latencies.length / seconds, p99, failures };
}

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

function postRound(apiUrl, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${apiUrl}/demo-games/api/round`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let api;
let database;
try {
  say(
    `benchmark:rounds — PostgreSQL ${cluster.version}, ${CLIENTS} clients, ${DURATION_MS / 1000} s per run, ${ROUNDS} alternating rounds, Node ${process.version}`,
  );
  api = await startServer('API', ['dist/main.js'], {
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    RATE_LIMIT_MAX: '1000000000',
  });
  database = await openDatabase({ url: cluster.url, maxConnections: CLIENTS });
  const { db } = database;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const sessions = [];
  for (let i = 0; i < CLIENTS; i++) {
    sessions.push(await launch(api.url, db, await fundedMember(db, merchant, `benchdistinct${i}`)));
  }
  const hot = await launch(api.url, db, await fundedMember(db, merchant, 'benchhot'));

  let seq = 0;
  const roundId = (kind) => `bench-${kind}-${process.pid}-${++seq}`;
  const scenarios = {
    'api distinct': (c) =>
      postRound(api.url, { session: sessions[c], roundId: roundId('a'), stake: STAKE, bet: {} }),
    'direct distinct': (c) =>
      playRound(
        db,
        { token: sessions[c], roundId: roundId('d'), stake: STAKE, bet: {} },
        Date.now(),
        cryptoRng,
      ),
    'api hot': () =>
      postRound(api.url, { session: hot, roundId: roundId('a'), stake: STAKE, bet: {} }),
    'direct hot': () =>
      playRound(
        db,
        { token: hot, roundId: roundId('d'), stake: STAKE, bet: {} },
        Date.now(),
        cryptoRng,
      ),
  };
  const runs = Object.fromEntries(Object.keys(scenarios).map((k) => [k, []]));
  let invariantsHeld = true;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, play] of Object.entries(scenarios)) {
      const r = await runClients(play);
      runs[name].push(r);
      const check = await audit(db);
      invariantsHeld &&= check.ok;
      say(
        `round ${round} ${name.padEnd(16)} ${r.rps.toFixed(0).padStart(5)} rounds/s  p99 ${r.p99.toFixed(1).padStart(6)} ms  failures ${r.failures}  | ${check.text} ${check.ok ? 'OK' : 'BROKEN'}`,
      );
    }
  }

  const rows = [
    [
      'run',
      'rounds/s min / median / max',
      'p99 ms min / median / max',
      'ratio API / direct',
      'target',
      'met',
    ],
  ];
  const verdicts = [];
  for (const kind of ['distinct', 'hot']) {
    const viaApi = runs[`api ${kind}`];
    const direct = runs[`direct ${kind}`];
    const ratios = viaApi.map((r, i) => r.rps / direct[i].rps);
    const p99s = viaApi.map((r) => r.p99);
    const failed = viaApi.some((r) => r.failures) || direct.some((r) => r.failures);
    const p99ok = kind !== 'distinct' || maxOf(p99s) < P99_LIMIT_MS;
    const sortedRatios = [...ratios].sort((a, b) => a - b);
    const every = sortedRatios[0] >= TARGET_RATIO && p99ok && !failed;
    const median =
      sortedRatios[1] >= TARGET_RATIO &&
      (kind !== 'distinct' || [...p99s].sort((a, b) => a - b)[1] < P99_LIMIT_MS) &&
      !failed;
    verdicts.push(
      `${kind}: ${every ? 'target met in every round' : median ? 'target met by the median' : 'target MISSED'}`,
    );
    rows.push([
      `api ${kind}`,
      mmm(viaApi.map((r) => r.rps)),
      mmm(p99s, (v) => v.toFixed(1)),
      mmm(ratios, (v) => v.toFixed(3)),
      `>= ${TARGET_RATIO}${kind === 'distinct' ? `, p99 < ${P99_LIMIT_MS} ms` : ''}`,
      every ? 'yes (every round)' : median ? 'median only' : 'NO',
    ]);
    rows.push([
      `direct ${kind}`,
      mmm(direct.map((r) => r.rps)),
      mmm(
        direct.map((r) => r.p99),
        (v) => v.toFixed(1),
      ),
      '1',
      '',
      '',
    ]);
  }
  say('');
  say(table(rows));
  say('');
  for (const v of verdicts) say(v);
  say(`ledger invariants after every run: ${invariantsHeld ? 'held' : 'BROKEN'}`);
  if (!invariantsHeld) process.exitCode = 1;
} finally {
  agent.destroy();
  await database?.close();
  await api?.stop();
  cluster.stop();
}
