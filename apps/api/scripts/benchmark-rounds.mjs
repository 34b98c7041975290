#!/usr/bin/env node
// pnpm --filter @platform/api benchmark:rounds — demo rounds through the API against the same
// round run directly. On a throw-away PostgreSQL cluster (pg-cluster.mjs) it starts the built
// API (dist/main.js, NODE_ENV=production), funds 20 members and one "hot" member through the
// ledger and opens a slot session for each, then runs three alternating rounds of:
//   api distinct   20 clients, each on its own member, POST /demo-games/api/round over HTTP
//   direct distinct the same 20 clients calling playRound() (the same statements, no HTTP)
//   api hot / direct hot   the same, all 20 clients on one member (its row lock serialises)
// After every run the ledger invariants are checked (scripts/ledger-invariants.sql: entries sum
// to zero, every transaction balances, cached balances equal their entries, nothing below
// zero, every bet has its key row...). Prints min / median / max of rounds/s and p99 and of the
// ratio API / direct within each round. Rounds with one and with two API replicas, and what
// each costs in CPU: benchmark-capacity.mjs.
import process from 'node:process';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { merchants } from '../src/db/schema/merchants.ts';
import { cryptoRng } from '../src/vendors/demo/index.ts';
import { playRound } from '../src/vendors/demo/rounds.ts';
import {
  closeConnections,
  maxOf,
  mmm,
  postJson,
  runClients,
  say,
  startServer,
  table,
} from './bench-common.mjs';
import { fundedMember, launchSlot, ledgerCheck, memberToken } from './bench-play.mjs';
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

const launch = async (apiUrl, db, member) => launchSlot(apiUrl, await memberToken(db, member));
const runAll = (play) => runClients({ clients: CLIENTS, durationMs: DURATION_MS, play });
const postRound = (apiUrl, body) => postJson(`${apiUrl}/demo-games/api/round`, body);

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
      const r = await runAll(play);
      runs[name].push(r);
      const check = await ledgerCheck(cluster.url);
      invariantsHeld &&= check.ok;
      say(
        `round ${round} ${name.padEnd(16)} ${r.rps.toFixed(0).padStart(5)} rounds/s  p99 ${r.p99.toFixed(1).padStart(6)} ms  failures ${r.failures}  | ledger: ${check.text}`,
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
  closeConnections();
  await database?.close();
  await api?.stop();
  cluster.stop();
}
