#!/usr/bin/env node
// pnpm --filter @platform/api benchmark:capacity — the measured costs a capacity model divides
// by: for each operation a member makes most (a demo round, the signed-in balance, a game list
// page, a sign-in by password, the system status), the CPU time it takes in the API process
// and in PostgreSQL, the transactions it commits, and the bytes a round leaves in the bet and
// ledger tables; then demo rounds with one and with two API replicas on the same database, with
// each process's CPU, to show which one limits on this machine.
//
// On a throw-away PostgreSQL cluster (pg-cluster.mjs) it starts the built API (dist/main.js,
// NODE_ENV=production, the per-IP rate limit out of reach), funds BENCH_CLIENTS (default 20)
// members through the ledger kernel, each with a password, a member session and a demo slot
// session, then:
//   costs     the idle API for BENCH_DURATION s (the background: jobs, checkpointer...), then
//             three alternating rounds of each operation at BENCH_CLIENTS concurrent clients
//             for BENCH_DURATION s (default 10), each followed by BENCH_SETTLE s (default 11)
//             of quiet; CPU from /proc/<pid>/stat and transactions from pg_stat_database over
//             load + settle, minus the idle background, per successful call;
//   replicas  three alternating rounds of demo rounds at BENCH_CLIENTS clients against one API
//             process, then split evenly across two (a second process on the same database);
//             rounds/s, p99 and the CPU of each API process, of PostgreSQL, of this process
//             (the load generator) and of the whole machine during each run;
//   storage   bytes per row with indexes of bet_records, bet_keys, ledger_entries,
//             ledger_transactions and member_ledger_lines (every partition), in all and for
//             the rows the run added.
// The ledger invariants (scripts/ledger-invariants.sql) are checked after every run that
// moves money. BENCH_PARTS=costs or =replicas runs one part (storage always). Each figure is
// min / median / max of the three rounds. BENCH_PORTS confines the servers' ports.
import os from 'node:os';
import process from 'node:process';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { merchants } from '../src/db/schema/merchants.ts';
import {
  closeConnections,
  load,
  machineBusyMs,
  mmm,
  postJson,
  postgresCpuMs,
  postmasterPid,
  processCpuMs,
  runClients,
  say,
  sleep,
  startServer,
  table,
} from './bench-common.mjs';
import {
  fundedMember,
  launchSlot,
  ledgerCheck,
  MERCHANT_HEADERS,
  memberToken,
  passwordHashOf,
  signInRequest,
} from './bench-play.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const ROUNDS = 3;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SETTLE_S = Number(process.env.BENCH_SETTLE ?? 11);
const WARM_UP_S = 2;
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'costs,replicas').split(',').map((p) => p.trim()),
);
const STAKE = '1.00';
const PASSWORD = 'Bench-capacity-2026';
const CORES = os.cpus().length;
const STORAGE_TABLES = [
  'bet_records',
  'bet_keys',
  'ledger_entries',
  'ledger_transactions',
  'member_ledger_lines',
];

const bin = findPostgresBin();
if (!bin) {
  say('benchmark:capacity needs PostgreSQL server binaries (initdb, pg_ctl); install postgresql.');
  process.exit(1);
}
const cluster = await startCluster(bin);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cluster.stop();
    process.exit(130);
  });
}
const postmaster = postmasterPid(cluster.dir);
const apiEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: cluster.url,
  // The per-IP limit (1,000 a minute) would answer 429 to a load test from one address.
  RATE_LIMIT_MAX: '1000000000',
};

const loadAverage = () => os.loadavg().map((v) => v.toFixed(1));
// Net of the background, a call that costs nothing comes out a hair either side of zero.
const ms = (v) => (Math.abs(v) < 0.0005 ? 0 : v).toFixed(3);
const perOp = (v) => (Math.abs(v) < 0.005 ? 0 : v).toFixed(2);
const cores = (cpuMs, seconds) => cpuMs / 1000 / seconds;

/** CPU milliseconds used so far by each API process, the cluster, this process, the machine. */
const cpuNow = (apis) => {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    api: apis.map((a) => processCpuMs(a.pid)),
    pg: postgresCpuMs(postmaster),
    self: (self.user + self.system) / 1000,
    machine: machineBusyMs(),
  };
};
const cpuSince = (a, b) => ({
  seconds: (b.at - a.at) / 1000,
  api: b.api.map((v, i) => v - a.api[i]),
  pg: b.pg - a.pg,
  self: b.self - a.self,
  machine: b.machine - a.machine,
});

/** Per table: bytes with indexes, TOAST and maps over every partition, and rows (after VACUUM). */
async function storage(client) {
  // VACUUM gives back the empty pages PostgreSQL adds ahead of time when many sessions insert
  // at once, so the bytes are those the rows take.
  await client.query(`vacuum ${STORAGE_TABLES.join(', ')}`);
  const out = {};
  for (const name of STORAGE_TABLES) {
    const { rows } = await client.query(
      // pg_partition_tree lists a partitioned table's partitions; of a plain table, nothing.
      `select coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree($1::regclass)),
                       pg_total_relation_size($1::regclass))::text as bytes,
              (select count(*) from ${name})::text as rows`,
      [name],
    );
    out[name] = { bytes: Number(rows[0].bytes), rows: Number(rows[0].rows) };
  }
  return out;
}

const failuresOf = (r) => r.failures ?? r.non2xx + r.errors + r.timeouts;

let api;
let api2;
let database;
let monitor;
try {
  say(
    `benchmark:capacity — PostgreSQL ${cluster.version} (throw-away cluster: fsync, synchronous_commit and full_page_writes off), built API (dist/main.js, NODE_ENV=production, rate limit off), Node ${process.version}, ${CORES} cores, ${CLIENTS} concurrent clients, ${DURATION_S} s per run, ${SETTLE_S} s settle, ${ROUNDS} alternating rounds; load average at start ${loadAverage().join(' ')}`,
  );
  api = await startServer('API', ['dist/main.js'], apiEnv);
  database = await openDatabase({ url: cluster.url, maxConnections: 4 });
  const { db } = database;
  monitor = new pg.Client({ connectionString: cluster.url });
  await monitor.connect();
  const transactions = async () =>
    Number(
      (
        await monitor.query(
          'select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0].n,
    );

  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const passwordHash = await passwordHashOf(PASSWORD);
  const players = [];
  for (let i = 0; i < CLIENTS; i++) {
    const member = await fundedMember(db, merchant, `benchcapacity${i}`, passwordHash);
    const token = await memberToken(db, member);
    players.push({
      token,
      slot: await launchSlot(api.url, token),
      signIn: await signInRequest(api.url, member.username, PASSWORD),
    });
  }
  let seq = 0;
  const round = (apiUrl, client) =>
    postJson(`${apiUrl}/demo-games/api/round`, {
      session: players[client].slot,
      roundId: `capacity-${process.pid}-${++seq}`,
      stake: STAKE,
      bet: {},
    });
  const storageBefore = await storage(monitor);

  if (PARTS.has('costs')) {
    const clientsFor = (seconds, play) =>
      runClients({ clients: CLIENTS, durationMs: seconds * 1000, play });
    const get = (path, headers, seconds) =>
      load({ url: `${api.url}${path}`, headers, connections: CLIENTS, duration: seconds });
    const balanceHeaders = { ...MERCHANT_HEADERS, authorization: players[0].token };
    const operations = [
      {
        name: 'demo round',
        how: `POST /demo-games/api/round, stake ${STAKE} (debit, draw, credit, bet record); ${CLIENTS} client loops, each on its own member`,
        run: (s) => clientsFor(s, (c) => round(api.url, c)),
        money: true,
      },
      {
        name: 'balance',
        how: `GET /wps/v2/wallets/balance signed in (one member's token); autocannon, ${CLIENTS} connections`,
        run: (s) => get('/wps/v2/wallets/balance', balanceHeaders, s),
      },
      {
        name: 'game list page',
        how: `GET /wps/relay/GCSGAME_gameList (RNG, page 1 of 15); autocannon, ${CLIENTS} connections`,
        run: (s) =>
          get(
            '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15&language=EN',
            MERCHANT_HEADERS,
            s,
          ),
      },
      {
        name: 'sign-in',
        how: `POST /wps/session/login by username and password (RSA+DES body, scrypt, a new session and its sign-in row); ${CLIENTS} client loops, each on its own member, all from 127.0.0.1`,
        run: (s) =>
          clientsFor(s, (c) =>
            postJson(
              `${api.url}/wps/session/login`,
              players[c].signIn.body,
              players[c].signIn.headers,
            ),
          ),
      },
      {
        name: 'system status',
        how: `GET /wps/system/status; autocannon, ${CLIENTS} connections`,
        run: (s) => get('/wps/system/status', MERCHANT_HEADERS, s),
      },
    ];

    // One window: the load, then the settle; CPU and transactions over both.
    const measureWindow = async (work) => {
      const before = await transactions();
      const start = cpuNow([api]);
      const result = await work();
      const loaded = cpuSince(start, cpuNow([api]));
      await sleep(SETTLE_S * 1000);
      const total = cpuSince(start, cpuNow([api]));
      const xacts = (await transactions()) - before;
      return { result, loaded, total, xacts };
    };

    say('');
    say('== costs per operation ==');
    say('How each figure is measured:');
    say(
      `  ops/s, p99   successful calls per second and the 99th percentile latency over the ${DURATION_S} s load, seen by the client`,
    );
    say(
      "  CPU ms/op    utime + stime from /proc/<pid>/stat (clock ticks of `getconf CLK_TCK`) of the API process (all its threads: event loop, libuv pool, GC) and of every process of the cluster (the postmaster, each child found by ppid under /proc, and the postmaster's cutime + cstime of children that ended), read before the load and after the load plus the settle (the work calls leave behind: jackpot sweeps, statistics, WAL writer), minus the idle background measured the same way, divided by the successful calls",
    );
    say(
      `  xacts/op     pg_stat_database xact_commit + xact_rollback of the API's database over the same window (backends report their counts when idle, within 10 s: the reason for the ${SETTLE_S} s settle), minus the idle background, divided by the successful calls`,
    );
    say(
      "  Not included: the load generator (this process, on the same cores), TLS, a proxy, log shipping (the API writes its request lines to /dev/null here). CPU time moves less than throughput under other people's load on the machine, but it moves too (shared caches, context switches).",
    );
    for (const op of operations) say(`  ${op.name.padEnd(15)} ${op.how}`);

    // Backends report their transaction counts when idle, within 10 s: the setup's first.
    await sleep(SETTLE_S * 1000);
    const idle = await measureWindow(() => sleep(DURATION_S * 1000));
    const background = {
      api: idle.total.api[0] / idle.total.seconds,
      pg: idle.total.pg / idle.total.seconds,
      xacts: idle.xacts / idle.total.seconds,
    };
    say(
      `idle background (subtracted below): API ${ms(background.api)} CPU ms/s, PostgreSQL ${ms(background.pg)} CPU ms/s, ${background.xacts.toFixed(2)} transactions/s`,
    );
    for (const op of operations) {
      const r = await op.run(WARM_UP_S);
      if (r.ok === 0) {
        throw new Error(`${op.name}: no call succeeded in the warm-up (${r.firstError ?? ''})`);
      }
    }
    await sleep(SETTLE_S * 1000);

    const runs = Object.fromEntries(operations.map((op) => [op.name, []]));
    let invariantsHeld = true;
    for (let n = 1; n <= ROUNDS; n++) {
      for (const op of operations) {
        const w = await measureWindow(() => op.run(DURATION_S));
        const { ok } = w.result;
        const seconds = w.total.seconds;
        const figures = {
          rps: w.result.rps,
          p99: w.result.p99,
          api: (w.total.api[0] - background.api * seconds) / ok,
          pg: (w.total.pg - background.pg * seconds) / ok,
          xacts: (w.xacts - background.xacts * seconds) / ok,
          failures: failuresOf(w.result),
        };
        runs[op.name].push(figures);
        let ledger = '';
        if (op.money) {
          const check = await ledgerCheck(cluster.url);
          invariantsHeld &&= check.ok;
          ledger = `  | ledger: ${check.text}`;
        }
        say(
          `round ${n} ${op.name.padEnd(15)} ${figures.rps.toFixed(0).padStart(6)} ops/s  p99 ${figures.p99.toFixed(1).padStart(6)} ms  API ${ms(figures.api)} ms/op  PostgreSQL ${ms(figures.pg)} ms/op  ${perOp(figures.xacts)} xacts/op  (gross CPU in load: API ${w.loaded.api[0].toFixed(0)} ms, PostgreSQL ${w.loaded.pg.toFixed(0)} ms; in settle: ${(w.total.api[0] - w.loaded.api[0]).toFixed(0)} / ${(w.total.pg - w.loaded.pg).toFixed(0)} ms; during the load the machine had ${cores(w.loaded.machine, w.loaded.seconds).toFixed(2)} of ${CORES} cores busy, ${cores(w.loaded.machine - w.loaded.api[0] - w.loaded.pg - w.loaded.self, w.loaded.seconds).toFixed(2)} of them other work than the API, PostgreSQL and this load generator)  failures ${figures.failures}${ledger}`,
        );
      }
    }
    const rows = [
      [
        'operation',
        'ops/s',
        'p99 ms',
        'API CPU ms/op',
        'PostgreSQL CPU ms/op',
        'transactions/op',
        'failures',
      ],
    ];
    for (const op of operations) {
      const r = runs[op.name];
      rows.push([
        op.name,
        mmm(r.map((x) => x.rps)),
        mmm(
          r.map((x) => x.p99),
          (v) => v.toFixed(1),
        ),
        mmm(
          r.map((x) => x.api),
          ms,
        ),
        mmm(
          r.map((x) => x.pg),
          ms,
        ),
        mmm(
          r.map((x) => x.xacts),
          perOp,
        ),
        String(r.reduce((sum, x) => sum + x.failures, 0)),
      ]);
    }
    say('');
    say('each cell: min / median / max of the rounds');
    say(table(rows));
    say(`ledger invariants after every round run: ${invariantsHeld ? 'held' : 'BROKEN'}`);
    if (!invariantsHeld) process.exitCode = 1;
  }

  if (PARTS.has('replicas')) {
    api2 = await startServer('API 2', ['dist/main.js'], apiEnv);
    const apis = [api, api2];
    say('');
    say(
      `== demo rounds, one API replica and two (${CLIENTS} client loops, each on its own member; with two, every other client on the second process; the same PostgreSQL) ==`,
    );
    say(
      `CPU as cores busy over each run: each API process's and the cluster's from /proc/<pid>/stat, this process's (the load generator) from process.cpuUsage(), the machine's (all ${CORES} cores, everyone's work) from /proc/stat`,
    );
    const play = (replicas) => (c) => round(apis[c % replicas].url, c);
    await runClients({ clients: CLIENTS, durationMs: WARM_UP_S * 1000, play: play(2) });
    const runs = { 1: [], 2: [] };
    let invariantsHeld = true;
    for (let n = 1; n <= ROUNDS; n++) {
      for (const replicas of [1, 2]) {
        const start = cpuNow(apis);
        const r = await runClients({
          clients: CLIENTS,
          durationMs: DURATION_S * 1000,
          play: play(replicas),
        });
        const used = cpuSince(start, cpuNow(apis));
        const check = await ledgerCheck(cluster.url);
        invariantsHeld &&= check.ok;
        const s = used.seconds;
        const figures = {
          rps: r.rps,
          p99: r.p99,
          apiCores: used.api.map((v) => cores(v, s)),
          pgCores: cores(used.pg, s),
          selfCores: cores(used.self, s),
          machineCores: cores(used.machine, s),
          apiMs: used.api.reduce((a, b) => a + b, 0) / r.ok,
          pgMs: used.pg / r.ok,
          failures: r.failures,
        };
        runs[replicas].push(figures);
        say(
          `round ${n} ${replicas === 1 ? 'one replica ' : 'two replicas'} ${figures.rps.toFixed(0).padStart(5)} rounds/s  p99 ${figures.p99.toFixed(1).padStart(6)} ms  cores: API 1 ${figures.apiCores[0].toFixed(2)}, API 2 ${figures.apiCores[1].toFixed(2)}, PostgreSQL ${figures.pgCores.toFixed(2)}, load generator ${figures.selfCores.toFixed(2)}, other work ${(figures.machineCores - figures.apiCores[0] - figures.apiCores[1] - figures.pgCores - figures.selfCores).toFixed(2)}, machine ${figures.machineCores.toFixed(2)} of ${CORES}  failures ${figures.failures}  | ledger: ${check.text}`,
        );
      }
    }
    const rows = [
      [
        'replicas',
        'rounds/s',
        'p99 ms',
        'API 1 cores',
        'API 2 cores',
        'PostgreSQL cores',
        'load generator cores',
        `machine cores (of ${CORES})`,
        'API CPU ms/round',
        'PostgreSQL CPU ms/round',
      ],
    ];
    const two = (v) => v.toFixed(2);
    for (const replicas of [1, 2]) {
      const r = runs[replicas];
      rows.push([
        replicas === 1 ? 'one' : 'two',
        mmm(r.map((x) => x.rps)),
        mmm(
          r.map((x) => x.p99),
          (v) => v.toFixed(1),
        ),
        mmm(
          r.map((x) => x.apiCores[0]),
          two,
        ),
        mmm(
          r.map((x) => x.apiCores[1]),
          two,
        ),
        mmm(
          r.map((x) => x.pgCores),
          two,
        ),
        mmm(
          r.map((x) => x.selfCores),
          two,
        ),
        mmm(
          r.map((x) => x.machineCores),
          two,
        ),
        mmm(
          r.map((x) => x.apiMs),
          ms,
        ),
        mmm(
          r.map((x) => x.pgMs),
          ms,
        ),
      ]);
    }
    say('');
    say(
      'each cell: min / median / max of the rounds (API CPU per round: both processes; with one replica the second only runs its background jobs)',
    );
    say(table(rows));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const one = runs[1];
    const both = runs[2];
    const gain = median(both.map((x) => x.rps)) / median(one.map((x) => x.rps));
    const singleApi = median(one.map((x) => x.apiCores[0]));
    const busiestApi = median(both.map((x) => Math.max(...x.apiCores)));
    const pgTwo = median(both.map((x) => x.pgCores));
    const machineTwo = median(both.map((x) => x.machineCores));
    say('');
    say(
      `two replicas / one: ${gain.toFixed(2)} x the rounds/s (medians); one replica's API process ${singleApi.toFixed(2)} cores, with two the busier process ${busiestApi.toFixed(2)} cores and PostgreSQL ${pgTwo.toFixed(2)} cores; machine ${machineTwo.toFixed(2)} of ${CORES} cores busy`,
    );
    let reading;
    if (gain >= 1.25) {
      reading =
        'a second API replica added rounds: one API process was the limit at this concurrency';
    } else if (machineTwo >= 0.9 * CORES) {
      reading = `a second API replica added little and the machine's ${CORES} cores were busy: here the limit is the CPU the API processes, PostgreSQL and the load generator share (and other work on the machine), not one API process; the CPU per round above tells what each side would need on machines of its own`;
    } else if (pgTwo >= 0.9) {
      reading =
        'a second API replica added little while PostgreSQL kept about a core busy: the database is the limit';
    } else {
      reading =
        'a second API replica added little and CPU was left over: at this concurrency each client waits on its own round (statements one after another, the commit, row locks), so more clients, not more replicas, would add rounds';
    }
    say(`reading: ${reading}`);
    say(`ledger invariants after every run: ${invariantsHeld ? 'held' : 'BROKEN'}`);
    if (!invariantsHeld) process.exitCode = 1;
  }

  const storageAfter = await storage(monitor);
  const betsAdded = storageAfter.bet_records.rows - storageBefore.bet_records.rows;
  say('');
  say('== bytes per row with its indexes ==');
  say(
    'source: pg_total_relation_size (heap, indexes, TOAST, free-space and visibility maps) summed over pg_partition_tree(<table>) (of the table itself when it is not partitioned), after VACUUM, over count(*) of the table; "added": the difference between after the members were funded and after the last run, which leaves out the fixed cost of the empty monthly partitions and their indexes',
  );
  const rows = [
    [
      'table',
      'rows',
      'bytes',
      'bytes/row',
      'rows added',
      'bytes added',
      'bytes/added row',
      'added rows per round',
    ],
  ];
  let bytesAdded = 0;
  for (const name of STORAGE_TABLES) {
    const a = storageAfter[name];
    const b = storageBefore[name];
    const addedRows = a.rows - b.rows;
    const added = a.bytes - b.bytes;
    bytesAdded += added;
    rows.push([
      name,
      String(a.rows),
      String(a.bytes),
      a.rows ? (a.bytes / a.rows).toFixed(0) : '-',
      String(addedRows),
      String(added),
      addedRows ? (added / addedRows).toFixed(0) : '-',
      betsAdded ? (addedRows / betsAdded).toFixed(2) : '-',
    ]);
  }
  say(table(rows));
  if (betsAdded > 0) {
    say(
      `one demo round added ${(bytesAdded / betsAdded).toFixed(0)} bytes over these five tables (bytes added / bet records added: ${bytesAdded} / ${betsAdded})`,
    );
  }
  say(`load average at the end ${loadAverage().join(' ')}`);
} finally {
  closeConnections();
  await monitor?.end().catch(() => {});
  await database?.close();
  await api2?.stop();
  await api?.stop();
  cluster.stop();
}
