// Shared parts of the API benchmarks (benchmark-api.mjs, benchmark-rounds.mjs): free ports,
// child servers, autocannon runs and the min / median / max summary. The machine is shared,
// so every figure is compared with its anchor measured in the same round.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * p99 latency and the failures.
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
  };
}

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
