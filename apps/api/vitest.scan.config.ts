import { vitestConfig } from '@platform/vitest-config';

// The log scan that runs after the API suite (scripts/test.mjs): test/*.scan.ts only.
const base = vitestConfig('node', {});

export default {
  ...base,
  test: {
    ...base.test,
    include: ['test/**/*.scan.ts'],
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest-scan.json' }],
    ],
  },
};
