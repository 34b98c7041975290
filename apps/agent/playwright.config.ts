import { playwrightConfig } from '@platform/playwright-config';

export const API_PORT = 18091;
const WEB_PORT = 14174;

export default playwrightConfig({
  use: { baseURL: `http://127.0.0.1:${WEB_PORT}` },
  webServer: [
    {
      // The reference API on a fresh in-memory database, seeded.
      command: 'node dist/main.js',
      cwd: '../api',
      url: `http://127.0.0.1:${API_PORT}/health`,
      env: { PORT: String(API_PORT), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'pnpm exec vite preview',
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { AGENT_PORT: String(WEB_PORT), API_TARGET: `http://127.0.0.1:${API_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
