// Runs the whole end-to-end suite several times in a row while every core is kept busy by
// another process, to show the tests hold on a loaded machine (README: Tasks).
// Usage, after a build: node tooling/scripts/e2e-loaded.mjs [runs=3]
// Stops at the first run with a failure; prints each run's time and counts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.argv[2] ?? 3);
const apps = ['player', 'agent', 'operator'];
const reportOf = (app) => path.join(root, 'apps', app, 'test-results', 'playwright.json');

const burners = Array.from({ length: os.availableParallelism() }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBurners);
process.on('SIGINT', () => process.exit(130));
console.log(`[loaded] ${burners.length} busy processes, one per core`);

let allPassed = true;
for (let run = 1; run <= runs && allPassed; run += 1) {
  for (const app of apps) fs.rmSync(reportOf(app), { force: true });
  const started = Date.now();
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'e2e', '--concurrency=1', '--continue', '--output-logs=new-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let passed = 0;
  let failed = 0;
  for (const app of apps) {
    if (!fs.existsSync(reportOf(app))) {
      failed += 1;
      continue;
    }
    const { stats, errors = [] } = JSON.parse(fs.readFileSync(reportOf(app), 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky + errors.length;
  }
  if (result.status !== 0 || failed > 0) allPassed = false;
  console.log(`[loaded] run ${run}: ${passed} passed, ${failed} failed in ${seconds} s`);
}
stopBurners();
process.exit(allPassed ? 0 : 1);
