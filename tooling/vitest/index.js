// Shared Vitest settings. Every package writes a JSON report to test-results/vitest.json
// so the root test command can sum passed and failed tests across the whole workspace.
import { defineConfig, mergeConfig } from 'vitest/config';

/** @param {'node' | 'jsdom'} environment @param {import('vitest/config').UserConfig} [extra] */
export function vitestConfig(environment, extra = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        environment,
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
        restoreMocks: true,
        // Apps whose behaviour is covered end to end may have no unit tests yet.
        passWithNoTests: true,
        // Generous limits: CI machines have two cores and run several suites at once.
        testTimeout: 20_000,
        hookTimeout: 60_000,
        // jsdom suites: each worker builds its DOM window once and its files share it and their
        // modules. Building it afresh for every file was most of these suites' time (the ui
        // package: 88 s of environment against 26 s of tests in CI). Shared, their files still
        // pass in any order (five shuffled runs of each suite); a suite whose files mock modules
        // that others import for real (vi.mock) keeps isolation (apps/player).
        isolate: environment !== 'jsdom',
      },
    }),
    extra,
  );
}
