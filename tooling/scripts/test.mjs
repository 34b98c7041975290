#!/usr/bin/env node
// `pnpm test`: every check the project has, in order, then one closing line
// `N passed, N failed` summed over the unit, API and end-to-end test reports.
// A failed static check (lint, typecheck, contract lint, drift) counts as one failure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearReports, failedTests, sumReports } from './reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };

// Each entry is one step, or a list of lanes run at the same time (each lane's steps in
// order): a step that leaves a core idle (prettier and knip run on one) shares the machine
// with one that does not. Output of all but the first lane is printed when its lane ends.
const STEPS = [
  [
    [
      // The drift check runs before anything regenerates the client from openapi/.
      {
        name: 'contract lint and client drift',
        cmd: [
          'sh',
          '-c',
          'pnpm --filter @platform/openapi run lint && pnpm --filter @platform/openapi run build && pnpm --filter @platform/api-client run generate:check',
        ],
      },
      {
        name: 'build',
        cmd: ['pnpm', 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only'],
      },
      // After the build: the first visit to player / and /rng and agent /agent keeps to 150 KB
      // of JavaScript as served and 170 KB with the CSS (docs/performance.md).
      { name: 'first-visit budget', cmd: ['node', 'tooling/scripts/budgets.mjs'] },
    ],
    [{ name: 'format', cmd: ['pnpm', 'exec', 'prettier', '--check', '--log-level=warn', '.'] }],
  ],
  [
    // One turbo run for both, so the tasks they share (builds replayed from the cache) run once.
    [
      {
        name: 'lint and typecheck',
        cmd: ['pnpm', 'exec', 'turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only'],
      },
    ],
    [{ name: 'dead code (knip, default and production mode)', cmd: ['pnpm', 'run', 'knip'] }],
  ],
  // The test tasks are never cached (turbo.json), so every run tests; the builds they depend
  // on replay from the build step's cache instead of building again.
  {
    name: 'unit + API tests',
    cmd: ['pnpm', 'exec', 'turbo', 'run', 'test', '--continue', '--output-logs=new-only'],
    tests: true,
  },
  // After the build: Debian's nginx (deploy/nginx/platform.conf) in front of two replicas of
  // the built API on one PostgreSQL (apps/api/test/topology; about 1.5 minutes).
  {
    name: 'production topology',
    cmd: ['pnpm', '--filter', '@platform/api', 'run', 'test:topology'],
    tests: true,
  },
  // One app's suite after another. The three at once (each has its own API, database, ports
  // and browser) took 22.4 minutes against 26.6 on 2026-12-01, but on two cores a cold page
  // then waited past what a person waits for: player "a token in the URL signs in" took 44 s
  // in one such run and failed in the next (the member centre not shown within 10 s).
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

/** Runs one step; `echo` false buffers its output and prints it when the step ends. */
function runStep(step, echo) {
  return new Promise((resolve) => {
    if (echo) console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
    const started = Date.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env,
      stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const buffered = [];
    // A command that cannot start at all is that step's failure, not the whole run's crash.
    child.on('error', (error) => {
      console.log(`=== ${step.name}: FAILED to start (${error.message})`);
      resolve(false);
    });
    child.stdout?.on('data', (chunk) => buffered.push(chunk));
    child.stderr?.on('data', (chunk) => buffered.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!echo) {
        console.log(`\n=== ${step.name} (run alongside): ${step.cmd.join(' ')}`);
        process.stdout.write(Buffer.concat(buffered));
      }
      console.log(`=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

clearReports(root);
const runStarted = Date.now();
const failedSteps = [];
for (const entry of STEPS) {
  const lanes = Array.isArray(entry) ? entry : [[entry]];
  const started = Date.now();
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) if (!(await runStep(step, index === 0))) failedSteps.push(step);
    }),
  );
  if (lanes.length > 1) {
    const names = lanes.map((lane) => lane.map((step) => step.name).join(' > ')).join(' | ');
    console.log(`=== together (${names}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const { passed, failed, skipped } = sumReports(root);
const stepFailures = failedSteps.filter((s) => !s.tests).length;
const testStepsWithoutReport =
  failedSteps.filter((s) => s.tests).length > 0 && failed === 0 ? 1 : 0;
const totalFailed = failed + stepFailures + testStepsWithoutReport;
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
const failures = failedTests(root);
if (failures.length) {
  console.log(`\nfailed tests (${failures.length}):`);
  for (const line of failures.slice(0, 30)) console.log(`- ${line}`);
  if (failures.length > 30) console.log(`- … and ${failures.length - 30} more (see the reports)`);
}
console.log(`\n=== all steps: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
console.log('');
console.log(`${passed} passed, ${totalFailed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length || totalFailed ? 1 : 0);
