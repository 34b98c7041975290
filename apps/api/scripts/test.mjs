#!/usr/bin/env node
// The package's test command: the whole vitest suite on a real PostgreSQL (the database the
// API runs on by default and in production) when its server binaries are installed, and the
// files whose code differs on PGlite (EMBEDDED below) on PGlite first; the whole suite on PGlite
// when there is no PostgreSQL. The PostgreSQL run starts a throw-away cluster on a free
// loopback port in a temporary directory and always removes it (TEST_DATABASE_URL points it at
// an existing server instead). API_TEST_PGLITE=all runs the whole suite on PGlite as well.
// Extra arguments are passed to vitest (and then each given file runs on both databases).
// Exits non-zero when either run fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const args = process.argv.slice(2);
const say = (line) => process.stdout.write(`[api test] ${line}\n`);

// Each suite's apps log at debug level into their own directory (test/helpers/test-log.ts);
// after a full run the log scan (test/log-secrets.scan.ts) reads them: no password hash,
// token or mobile number in any line, a request id on every request's line. Its report is
// counted like the suite's. With file arguments, or a part of the suite, only the suite runs.
function runSuite(label, report, extraEnv, { exclude = [], files = [] } = {}) {
  say(`vitest on ${label} (report ${report})${files.length ? `: ${files.length} files` : ''}`);
  const logDir = path.join(root, 'test-results', `logs-${label.split(' ')[0].toLowerCase()}`);
  rmSync(logDir, { recursive: true, force: true });
  const env = { ...process.env, VITEST_JSON: report, API_TEST_LOG_DIR: logDir, ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const excludes = exclude.flatMap((file) => ['--exclude', file]);
  const result = spawnSync(vitest, ['run', ...excludes, ...files, ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  // The scan's thresholds (so many tokens, hashes and numbers seen) hold for the whole suite.
  if (args.length > 0 || files.length > 0) return result.status === 0;
  say(`log scan of the ${label} run (${logDir})`);
  const scan = spawnSync(vitest, ['run', '--config', 'vitest.scan.config.ts'], {
    cwd: root,
    env: { ...env, VITEST_JSON: report.replace(/\.json$/, '-logscan.json') },
    stdio: 'inherit',
  });
  rmSync(logDir, { recursive: true, force: true });
  return result.status === 0 && scan.status === 0;
}

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const external = process.env.TEST_DATABASE_URL;
const bin = external ? null : findPostgresBin();
// Run once, on PostgreSQL when that run follows (on PGlite otherwise):
// - the contract fuzz (about 6,000 requests) tests the HTTP edge, which is the same code on
//   both databases; PGlite answers it at half PostgreSQL's speed;
// - the concurrency tests (the bank soak, ledger, points, contracts and commission races):
//   PGlite has one connection, so their transactions never overlap there and race nothing.
const ONCE = [
  'test/fuzz.test.ts',
  'test/bank.test.ts',
  'test/ledger-concurrency.test.ts',
  'test/points-concurrency.test.ts',
  'test/contracts-concurrency.test.ts',
  'test/agent-commission-concurrency.test.ts',
];
// On PGlite when PostgreSQL follows: the files whose code paths differ on PGlite, where the
// rest of the suite runs the same SQL through the same code on either database. The end-to-end
// suites (every browser journey) run the API on PGlite as well.
const EMBEDDED = [
  'test/seed.test.ts', // seeding and re-seeding an embedded database
  'test/session-cache.test.ts', // the session cache's invalidation (PGlite's own LISTEN)
  'test/config-cache.test.ts', // the configuration version across two apps on one database
  'test/member-events.test.ts', // the events hub on PGlite's LISTEN
  'test/chat-room.test.ts', // live events to two members
  'test/job-runner.test.ts', // the job runner over PGlite's one connection
  'test/delivery.test.ts', // the outbox, sent by jobs
  'test/idempotent-money.test.ts', // money transactions queued on the one connection
];
const postgresFollows = args.length === 0 && Boolean(external || bin);
const pgliteScope = () => {
  if (!postgresFollows) return {};
  return process.env.API_TEST_PGLITE === 'all' ? { exclude: ONCE } : { files: EMBEDDED };
};
const results = {
  pglite: runSuite('PGlite', 'test-results/vitest-pglite.json', {}, pgliteScope()),
};
if (external) {
  // An existing server: each test file creates (and drops) its own database there.
  results.postgres = runSuite(
    'PostgreSQL (TEST_DATABASE_URL)',
    'test-results/vitest-postgres.json',
    {
      DATABASE_URL: external,
    },
  );
} else if (!bin) {
  say(
    'PostgreSQL run SKIPPED: no PostgreSQL server binaries (initdb, pg_ctl) found via ' +
      '`pg_config --bindir` or /usr/lib/postgresql/*/bin, and TEST_DATABASE_URL is not set.',
  );
} else {
  let cluster;
  // Ctrl-C or a kill while the suite runs: still stop and delete the cluster.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      cluster?.stop();
      process.exit(130);
    });
  }
  try {
    cluster = await startCluster(bin);
    say(`PostgreSQL ${cluster.version} cluster on 127.0.0.1:${cluster.port} (${cluster.dir})`);
    results.postgres = runSuite('PostgreSQL', 'test-results/vitest-postgres.json', {
      DATABASE_URL: cluster.url,
    });
  } catch (error) {
    say(
      `PostgreSQL run FAILED to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    results.postgres = false;
  } finally {
    cluster?.stop();
  }
}

const failed = Object.entries(results)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);
say(
  Object.entries(results)
    .map(([name, ok]) => `${name}: ${ok ? 'passed' : 'FAILED'}`)
    .join(', '),
);
process.exit(failed.length > 0 ? 1 : 0);
