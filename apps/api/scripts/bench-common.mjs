// Shared parts of the API benchmarks (benchmark-api.mjs, benchmark-rounds.mjs,
// benchmark-capacity.mjs): free ports, child servers, autocannon runs, clients that post one
// call after another, the CPU time of processes from /proc and the min / median / max
// summary. The machine is shared, so every figure is compared with its anchor measured in the
// same round.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './pg-cluster.mjs';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const say = (line = '') => process.stdout.write(`${line}\n`);

export const tempDir = (prefix) => mkdtempSync(path.join(os.tmpdir(), prefix));
export const removeDir = (dir) => rmSync(dir, { recursive: true, force: true });

async function waitForHealth(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `node <args>` in apps/api with env; resolves once GET healthPath answers 200 (the
 * API's /ready: migrated and seeded, where /health only says the process is up).
 */
export async function startServer(label, args, env, healthPath = '/ready') {
  const port = await freePort();
  // The API serves its metrics on a port of its own (9464 in production): one from the same
  // range, so that two API processes of a run (and other people's) do not collide.
  const metricsPort = args.includes('dist/main.js') ? String(await freePort()) : '0';
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      METRICS_PORT: metricsPort,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}${healthPath}`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${label}: ${error.message}\n${stderr}`, { cause: error });
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { url, port, stop, pid: child.pid };
}

/**
 * One autocannon run; returns req/s (2xx only; `answered`: every answer, whatever its status),
 * p99 latency, the failures and `ok`, the number of 2xx answers.
 */
export async function load(options) {
  const result = await autocannon({ connections: 50, duration: 5, ...options });
  const ok = result['2xx'];
  const seconds = result.duration || options.duration || 5;
  return {
    rps: ok / seconds,
    answered: (ok + result.non2xx) / seconds,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ok,
  };
}

/**
 * `clients` loops for `durationMs`, each calling `play(client, n)` one call after another (a
 * client that keeps its own state, such as its member's session, where autocannon's
 * connections cannot); returns calls/s, p99 ms, `ok` (calls that succeeded), the failures and
 * the first failure's error.
 */
export async function runClients({ clients, durationMs, play }) {
  const latencies = [];
  let failures = 0;
  let firstError;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < until; n++) {
        const t0 = performance.now();
        try {
          await play(client, n);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures++;
          firstError ??= error;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { rps: latencies.length / seconds, p99, ok: latencies.length, failures, firstError };
}

const keepAlive = new Agent({ keepAlive: true });

/** POSTs `body` as JSON on a kept-alive connection; resolves the text of a 200, else rejects. */
export function postJson(url, body, headers = {}) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(text)
            : reject(new Error(`${res.statusCode} ${text.slice(0, 300)}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Closes postJson's kept-alive connections (at the end of a run). */
export const closeConnections = () => keepAlive.destroy();

// ---- CPU time from /proc ----------------------------------------------------------------------
// utime + stime of /proc/<pid>/stat (every thread of the process: the event loop, libuv's pool
// where scrypt runs, the garbage collector), in clock ticks (`getconf CLK_TCK`, 100 if it
// cannot tell), as milliseconds.

let ticksPerSecond;
const clockTicks = () => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond =
        Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};
const ticksToMs = (ticks) => (ticks * 1000) / clockTicks();

/** The fields of /proc/<pid>/stat after the command name: [0] state, [1] ppid, [11] utime... */
function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU milliseconds (user + system) the process `pid` has used so far. */
export function processCpuMs(pid) {
  const f = statFields(pid);
  return ticksToMs(Number(f[11]) + Number(f[12]));
}

/**
 * CPU milliseconds used so far by a PostgreSQL cluster: its postmaster (own time and the time
 * of its children that ended: cutime + cstime) and every live child (each connection's backend,
 * the checkpointer, WAL writer, autovacuum...), found by their ppid under /proc. A child that
 * ends between two readings moves from the live sum to the postmaster's cutime, so it counts
 * once (children are read before the postmaster, so one that ends in between counts twice:
 * the pools keep their connections, so that is rare and small).
 */
export function postgresCpuMs(postmaster) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === postmaster) continue;
    let f;
    try {
      f = statFields(entry);
    } catch {
      continue; // ended meanwhile
    }
    if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  const p = statFields(postmaster);
  ticks += Number(p[11]) + Number(p[12]) + Number(p[13]) + Number(p[14]);
  return ticksToMs(ticks);
}

/** The postmaster's pid of a cluster from pg-cluster.mjs (first line of postmaster.pid). */
export const postmasterPid = (clusterDir) =>
  Number(readFileSync(path.join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** CPU milliseconds the whole machine has been busy (every core, everyone's work; /proc/stat). */
export function machineBusyMs() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return ticksToMs(user + nice + system + irq + softirq + steal);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const sorted = (values) => [...values].sort((a, b) => a - b);

/** `min / median / max` of the values, formatted by fmt. */
export function mmm(values, fmt = (v) => v.toFixed(0)) {
  const s = sorted(values);
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${fmt(s[0])} / ${fmt(median)} / ${fmt(s[s.length - 1])}`;
}

export const minOf = (values) => Math.min(...values);
export const maxOf = (values) => Math.max(...values);

/** Pads columns of a table of strings. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}
