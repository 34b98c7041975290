#!/usr/bin/env node
// `pnpm --filter @platform/api soak:money`: the mixed money soak on PostgreSQL. 20 clients of
// rounds, online and bank deposits (with their provider callbacks and operator decisions),
// withdrawals (approved, rejected, disbursed), agent transfers, transfers to the upline and
// adjustments, every call replayed with its Idempotency-Key, for SOAK_SECONDS (default 600)
// through the API in-process: the bank test's workload (test/bank.test.ts) run by time instead
// of by count, without killing connections (SOAK_KILL=1 kills them as the bank test does).
// Prints the answers by status and every ledger invariant; fails on any 5xx or any invariant
// not 0. A throw-away cluster, or an existing server with SOAK_DATABASE_URL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line) => process.stdout.write(`[soak] ${line}\n`);
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const external = process.env.SOAK_DATABASE_URL;
const bin = external ? null : findPostgresBin();
if (!external && !bin) {
  say('No PostgreSQL server binaries found (and SOAK_DATABASE_URL not set).');
  process.exit(1);
}
const cluster = bin ? await startCluster(bin) : null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cluster?.stop();
    process.exit(130);
  });
}
let status;
try {
  say(
    `${seconds} s of mixed money operations, 20 clients, on PostgreSQL ${cluster?.version ?? '(external)'}`,
  );
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', 'test/bank.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: external ?? cluster.url,
        BANK_TEST_SECONDS: String(seconds),
        BANK_TEST_KILL: process.env.SOAK_KILL === '1' ? '1' : '0',
      },
    },
  );
  status = result.status ?? 1;
} finally {
  cluster?.stop();
}
say(status === 0 ? 'passed: 0 x 5xx, every invariant 0' : 'FAILED');
process.exit(status ?? 1);
