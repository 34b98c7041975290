import { vitestConfig } from '@platform/vitest-config';

// The production topology test (test/topology): nginx, two replicas of the built API, one
// PostgreSQL. Run after `pnpm build` by `pnpm test` and `pnpm --filter @platform/api test:topology`.
const base = vitestConfig('node', { test: { testTimeout: 120_000, hookTimeout: 240_000 } });

export default {
  ...base,
  test: {
    ...base.test,
    include: ['test/topology/**/*.topology.ts'],
    fileParallelism: false,
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest-topology.json' }],
    ],
  },
};
