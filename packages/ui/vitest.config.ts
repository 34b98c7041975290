import { vitestConfig } from '@platform/vitest-config';

export default vitestConfig('jsdom', {
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // Let `?raw` imports of the stylesheets return their text (tokens.test.ts).
    css: { include: [/\/src\/styles\/.+\.css/] },
  },
});
