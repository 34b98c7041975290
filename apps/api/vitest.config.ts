import { vitestConfig } from '@platform/vitest-config';

// Each test file opens its own database (in-memory PGlite, or a throw-away PostgreSQL
// database when DATABASE_URL is set), copied from templates the global setup builds once per
// run (test/helpers/global-setup.ts). scripts/test.mjs runs the
// suite once per database and sets VITEST_JSON so the two reports do not overwrite each other.
const base = vitestConfig('node', {
  test: {
    testTimeout: 60_000,
    // Two files at a time even on two cores (vitest's default there is one): much of a file's
    // time is spent waiting (sign-in delays, timing checks, the PostgreSQL server's work).
    maxWorkers: 2,
    // Files share their worker's modules (the app, Fastify, drizzle, the migrations): loading
    // them afresh for each of the 120 files was a fifth of the suite's time. Nothing in the
    // app keeps state per process that a file could leak into the next one: every cache and
    // hub is keyed by its database, and each file opens its own databases.
    isolate: false,
    globalSetup: ['test/helpers/global-setup.ts'],
    hookTimeout: 120_000,
  },
});

export default {
  ...base,
  test: {
    ...base.test,
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }],
    ],
  },
};
