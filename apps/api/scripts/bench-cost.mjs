#!/usr/bin/env node
// What one answer costs the server, outside the JavaScript profile: the built API
// (dist/main.js, NODE_ENV=production, PostgreSQL in a throw-away cluster) beside its
// same-bytes floor (scripts/bench-floor.mjs), and with BENCH_BASE=<folder of another build's
// main.js> beside that build too (A/B in the same run, alternating). For each call:
//  - the bytes on the socket for one answer (status line and headers, body), per server;
//  - under autocannon (50 connections, BENCH_DURATION s, BENCH_ROUNDS alternating rounds):
//    answers/s, and per answer the process's CPU (user and system, /proc/<pid>/stat), the
//    event-loop thread's time on a CPU and waiting for one (/proc/<pid>/task/<pid>/schedstat),
//    and its context switches (voluntary: waiting for work; involuntary: preempted);
//  - with STRACE=1, one more short load per server under `strace -f`: system calls per
//    answer, and per socket write the number of chunks and bytes.
// The figures are ratios within one run; the machine is shared, so compare nothing across runs.
// Run after `node scripts/build.mjs` (and the other build in BENCH_BASE):
//   BENCH_PORTS=4700-4799 node scripts/bench-cost.mjs
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { load, mmm, removeDir, say, startServer, table, tempDir } from './bench-common.mjs';
import { findPostgresBin, freePort, startCluster } from './pg-cluster.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const TICK_US = 1e6 / 100; // USER_HZ
const MERCHANT = { merchant: 'demo' };
const CALLS = {
  status: '/wps/system/status',
  list: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15&language=EN',
};

function procSample(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
    .trim()
    .split(' ')
    .map(Number);
  const status = readFileSync(`/proc/${pid}/task/${pid}/status`, 'utf8');
  const count = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    user: Number(fields[11]) * TICK_US,
    system: Number(fields[12]) * TICK_US,
    runUs: runNs / 1000,
    waitUs: waitNs / 1000,
    voluntary: count('voluntary_ctxt_switches'),
    involuntary: count('nonvoluntary_ctxt_switches'),
  };
}

/** One answer's bytes as the server writes them: head (status line and headers) and body. */
function rawAnswer(url, headers) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(u.port), u.hostname);
    let data = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = data.subarray(0, end + 4).toString('latin1');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (data.length >= end + 4 + length) {
        socket.destroy();
        resolve({ head, body: length });
      }
    });
    socket.on('error', reject);
    const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(
      `GET ${u.pathname}${u.search} HTTP/1.1\r\nhost: ${u.host}\r\n${lines.join('')}\r\n`,
    );
  });
}

/** Syscalls of `pid` (every thread) while `work` runs, from strace; per answer. */
async function traced(pid, work) {
  const file = path.join(tempDir('api-cost-strace-'), 'trace');
  const strace = spawn('strace', ['-f', '-qq', '-s', '0', '-o', file, '-p', String(pid)], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 1000));
  const answers = await work();
  const exited = new Promise((r) => strace.once('exit', r));
  strace.kill('SIGINT');
  await exited;
  const calls = new Map();
  let writevs = 0;
  let chunks = 0;
  let bytes = 0;
  let logWrites = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\d+\s+(?:<\.\.\. )?(\w+)(\(| resumed>)/.exec(line);
    if (!m || m[2] !== '(') continue;
    calls.set(m[1], (calls.get(m[1]) ?? 0) + 1);
    if (m[1] === 'writev') {
      const w = /\],\s*(\d+)\)\s*=\s*(\d+)/.exec(line);
      if (w) {
        writevs += 1;
        chunks += Number(w[1]);
        bytes += Number(w[2]);
      }
    }
    if (/^\d+\s+write\([12],/.test(line)) logWrites += 1;
  }
  removeDir(path.dirname(file));
  return { answers, calls, writevs, chunks, bytes, logWrites };
}

const bin = findPostgresBin();
if (!bin) throw new Error('needs PostgreSQL server binaries (initdb, pg_ctl)');
const cluster = await startCluster(bin);
const servers = [];
try {
  const apiEnv = {
    NODE_ENV: 'production',
    RATE_LIMIT_MAX: '1000000000',
    DATABASE_URL: cluster.url,
  };
  const api = await startServer('API', ['dist/main.js'], apiEnv);
  servers.push(api);
  const base = process.env.BENCH_BASE
    ? await startServer('API (base)', [path.join(process.env.BENCH_BASE, 'main.js')], {
        ...apiEnv,
        // Metrics on, as for dist/main.js (bench-common gives those a port of their own).
        METRICS_PORT: String(await freePort()),
      })
    : null;
  if (base) servers.push(base);
  const replies = {};
  for (const [name, call] of Object.entries(CALLS)) {
    const res = await fetch(`${api.url}${call}`, { headers: MERCHANT });
    replies[`/${name}`] = { contentType: res.headers.get('content-type'), body: await res.text() };
  }
  const dir = tempDir('api-cost-');
  writeFileSync(path.join(dir, 'replies.json'), JSON.stringify(replies));
  const floor = await startServer(
    'floor',
    ['scripts/bench-floor.mjs'],
    { FLOOR_REPLIES: path.join(dir, 'replies.json') },
    '/health',
  );
  servers.push(floor);

  const targets = [];
  for (const [name, call] of Object.entries(CALLS)) {
    targets.push({
      name: `${name} floor`,
      server: floor,
      url: `${floor.url}/${name}`,
      headers: {},
    });
    targets.push({ name, server: api, url: `${api.url}${call}`, headers: MERCHANT });
    if (base)
      targets.push({
        name: `${name} base`,
        server: base,
        url: `${base.url}${call}`,
        headers: MERCHANT,
      });
  }

  say(`\n== one answer's bytes ==`);
  for (const t of targets) {
    const { head, body } = await rawAnswer(t.url, t.headers);
    const lines = head.trim().split('\r\n');
    say(
      `${t.name.padEnd(12)} head ${head.length} bytes, ${lines.length - 1} headers; body ${body} bytes`,
    );
    if (process.env.SHOW_HEADERS === '1') for (const l of lines) say(`    ${l.slice(0, 110)}`);
  }

  const results = new Map(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      await load({ url: t.url, headers: t.headers, connections: 50, duration: 1 });
      const before = procSample(t.server.pid);
      const r = await load({ url: t.url, headers: t.headers, connections: 50, duration: DURATION });
      const after = procSample(t.server.pid);
      const n = r.answered * DURATION;
      const per = (k) => (after[k] - before[k]) / n;
      const row = {
        rps: r.answered,
        user: per('user'),
        system: per('system'),
        run: per('runUs'),
        wait: per('waitUs'),
        voluntary: per('voluntary'),
        involuntary: per('involuntary'),
      };
      results.get(t.name).push(row);
      say(
        `round ${round} ${t.name.padEnd(12)} ${r.answered.toFixed(0).padStart(6)}/s  cpu ${row.user.toFixed(1)} user + ${row.system.toFixed(1)} sys us  loop on-cpu ${row.run.toFixed(1)} us, waiting ${row.wait.toFixed(1)} us  switches ${row.voluntary.toFixed(3)} vol ${row.involuntary.toFixed(3)} invol`,
      );
    }
  }
  const f1 = (v) => v.toFixed(1);
  const f3 = (v) => v.toFixed(3);
  const rows = [
    [
      'target',
      'answers/s',
      'ratio to floor',
      'user us/answer',
      'sys us/answer',
      'loop on-cpu us',
      'loop waiting us',
      'vol. sw.',
      'invol. sw.',
    ],
  ];
  for (const t of targets) {
    const rs = results.get(t.name);
    const floorRuns = results.get(`${t.name.split(' ')[0]} floor`);
    const col = (k, f) =>
      mmm(
        rs.map((r) => r[k]),
        f,
      );
    rows.push([
      t.name,
      col('rps'),
      mmm(
        rs.map((r, i) => r.rps / floorRuns[i].rps),
        (v) => v.toFixed(3),
      ),
      col('user', f1),
      col('system', f1),
      col('run', f1),
      col('wait', f1),
      col('voluntary', f3),
      col('involuntary', f3),
    ]);
  }
  say('');
  say(table(rows));

  if (process.env.STRACE === '1') {
    say(`\n== system calls per answer (strace -f, 3 s of load each; strace slows the server) ==`);
    for (const t of targets) {
      const s = await traced(t.server.pid, async () => {
        const r = await load({ url: t.url, headers: t.headers, connections: 50, duration: 3 });
        return r.answered * 3;
      });
      const calls = [...s.calls.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${k} ${(v / s.answers).toFixed(2)}`)
        .join(', ');
      say(
        `${t.name.padEnd(12)} ${s.answers} answers; ${calls}; writev: ${(s.chunks / Math.max(1, s.writevs)).toFixed(2)} chunks, ${(s.bytes / Math.max(1, s.writevs)).toFixed(0)} bytes each; log writes ${(s.logWrites / s.answers).toFixed(2)}`,
      );
    }
  }
  removeDir(dir);
} finally {
  for (const s of servers.reverse()) await s.stop();
  cluster.stop();
}
