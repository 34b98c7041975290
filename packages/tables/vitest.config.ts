import { vitestConfig } from '@platform/vitest-config';

export default vitestConfig('jsdom', { test: { setupFiles: ['./src/test/setup.ts'] } });
