import react from '@vitejs/plugin-react';
import { vitestConfig } from '@platform/vitest-config';

export default vitestConfig('jsdom', { plugins: [react()] });
