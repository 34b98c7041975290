// The test reports `pnpm test` reads (tooling/scripts/test.mjs): vitest's and Playwright's JSON
// reports under each package's test-results/, summed into one line, and each failed test named.
import fs from 'node:fs';
import path from 'node:path';

function reportDirs(root) {
  const dirs = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const base = path.join(root, group);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) dirs.push(path.join(base, name, 'test-results'));
  }
  return dirs;
}

export function clearReports(root) {
  for (const dir of reportDirs(root)) {
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) fs.rmSync(path.join(dir, f));
  }
}

/** Every JSON report, with its package as `where` (`apps/player`) and that package's path. */
function* readReports(root) {
  for (const dir of reportDirs(root)) {
    if (!fs.existsSync(dir)) continue;
    const where = path.relative(root, path.dirname(dir));
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const report = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      yield { where, packageDir: path.dirname(dir), report };
    }
  }
}

/** Sums vitest (numPassedTests/numFailedTests) and Playwright (stats) JSON reports. */
export function sumReports(root) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { report } of readReports(root)) {
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
  return { passed, failed, skipped };
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first two lines of an error message, without terminal colours, cut to `max` characters. */
function firstLines(message, max = 300) {
  const lines = String(message ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const text = lines.slice(0, 2).join(' | ');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Every failed test by name, with the first lines of its error, read from the same reports
 * `sumReports` counts: a CI log kept only by its tail still says which test failed and why.
 */
export function failedTests(root) {
  const lines = [];
  const visitSuite = (suite, where, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.[test.results.length - 1];
        const error = last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status;
        const name = [...trail, spec.title].filter(Boolean).join(' › ');
        lines.push(`${where} ${spec.file}:${spec.line} › ${name}: ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visitSuite(child, where, [...trail, child.title]);
  };
  for (const { where, packageDir, report } of readReports(root)) {
    if (typeof report.numPassedTests === 'number') {
      for (const file of report.testResults ?? []) {
        const relative = path.relative(packageDir, file.name);
        const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
        for (const a of failedAssertions) {
          lines.push(`${where} ${relative} › ${a.fullName}: ${firstLines(a.failureMessages?.[0])}`);
        }
        // A file that failed outside any test (an import or a hook) has no failed assertion.
        if (file.status === 'failed' && failedAssertions.length === 0) {
          lines.push(`${where} ${relative}: ${firstLines(file.message)}`);
        }
      }
    } else if (report.suites) {
      for (const suite of report.suites) visitSuite(suite, where, []);
      for (const error of report.errors ?? []) lines.push(`${where}: ${firstLines(error.message)}`);
    }
  }
  return lines;
}
