import { vitestConfig } from '@platform/vitest-config';

export default vitestConfig('jsdom');
