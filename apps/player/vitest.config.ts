import react from '@vitejs/plugin-react';
import { vitestConfig } from '@platform/vitest-config';

// Isolated: its files vi.mock modules (the router, the translations, the session) that other
// files import for real, and a module shared across files keeps whichever it loaded first.
export default vitestConfig('jsdom', { plugins: [react()], test: { isolate: true } });
