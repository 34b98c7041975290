#!/usr/bin/env node
// `pnpm test`: every check the project has, in order, then one closing line
// `N passed, N failed` summed over the unit, API and end-to-end test reports.
// A failed static check (lint, typecheck, contract lint, drift) counts as one failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };

const STEPS = [
  // The drift check runs before anything regenerates the client from openapi/.
  {
    name: 'contract lint and client drift',
    cmd: [
      'sh',
      '-c',
      'pnpm --filter @platform/openapi run lint && pnpm --filter @platform/openapi run build && pnpm --filter @platform/api-client run generate:check',
    ],
  },
  { name: 'format', cmd: ['pnpm', 'exec', 'prettier', '--check', '--log-level=warn', '.'] },
  { name: 'build', cmd: ['pnpm', 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only'] },
  // After the build: the first visit to player / and /rng and agent /agent keeps to 150 KB of
  // JavaScript as served and 170 KB with the CSS (docs/performance.md).
  { name: 'first-visit budget', cmd: ['node', 'tooling/scripts/budgets.mjs'] },
  { name: 'lint', cmd: ['pnpm', 'exec', 'turbo', 'run', 'lint', '--output-logs=errors-only'] },
  {
    name: 'dead code (knip, default and production mode)',
    cmd: ['pnpm', 'run', 'knip'],
  },
  {
    name: 'typecheck',
    cmd: ['pnpm', 'exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'],
  },
  {
    name: 'unit + API tests',
    cmd: [
      'pnpm',
      'exec',
      'turbo',
      'run',
      'test',
      '--force',
      '--continue',
      '--output-logs=new-only',
    ],
    tests: true,
  },
  // After the build: Debian's nginx (deploy/nginx/platform.conf) in front of two replicas of
  // the built API on one PostgreSQL (apps/api/test/topology; about 1.5 minutes).
  {
    name: 'production topology',
    cmd: ['pnpm', '--filter', '@platform/api', 'run', 'test:topology'],
    tests: true,
  },
  {
    name: 'end-to-end tests',
    cmd: [
      'pnpm',
      'exec',
      'turbo',
      'run',
      'e2e',
      '--concurrency=1',
      '--continue',
      '--output-logs=new-only',
    ],
    tests: true,
  },
];

function reportDirs() {
  const dirs = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const base = path.join(root, group);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) dirs.push(path.join(base, name, 'test-results'));
  }
  return dirs;
}

function clearReports() {
  for (const dir of reportDirs()) {
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) fs.rmSync(path.join(dir, f));
  }
}

/** Sums vitest (numPassedTests/numFailedTests) and Playwright (stats) JSON reports. */
function sumReports() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of reportDirs()) {
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const report = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (typeof report.numPassedTests === 'number') {
        passed += report.numPassedTests;
        failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
        skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      } else if (report.stats) {
        passed += report.stats.expected + (report.stats.flaky ?? 0);
        failed += report.stats.unexpected;
        skipped += report.stats.skipped ?? 0;
        failed += (report.errors ?? []).length;
      }
    }
  }
  return { passed, failed, skipped };
}

clearReports();
const failedSteps = [];
for (const step of STEPS) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failedSteps.push(step);
}

const { passed, failed, skipped } = sumReports();
const stepFailures = failedSteps.filter((s) => !s.tests).length;
const testStepsWithoutReport =
  failedSteps.filter((s) => s.tests).length > 0 && failed === 0 ? 1 : 0;
const totalFailed = failed + stepFailures + testStepsWithoutReport;
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
console.log('');
console.log(`${passed} passed, ${totalFailed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || totalFailed ? 1 : 0);
