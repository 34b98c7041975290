// Shared Playwright settings: Debian's Chromium, one worker (the apps share one API and
// database), and a JSON report the root test command sums.
import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findTestChromium } from './chromium.js';

/** @param {import('@playwright/test').PlaywrightTestConfig} config */
export function playwrightConfig(config) {
  const executablePath = findTestChromium() ?? '/usr/bin/chromium';
  return defineConfig({
    testDir: './e2e',
    testMatch: '**/*.spec.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: !!process.env.CI,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
    outputDir: 'test-results/artifacts',
    // axe's record of the pages and dialogs checked (a11y.js): cleared, then counted.
    globalSetup: fileURLToPath(new URL('./a11y-setup.js', import.meta.url)),
    globalTeardown: fileURLToPath(new URL('./a11y-teardown.js', import.meta.url)),
    ...config,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
      // Off unless asked (E2E_TRACE=retain-on-failure): recording a trace of every test cost 16 %
      // of the suite's time (three player specs, 137/139 s with it, 116/117 s without); a
      // failure still leaves its screenshot and its page snapshot (error-context.md).
      trace: process.env.E2E_TRACE ?? 'off',
      screenshot: 'only-on-failure',
      ...config.use,
    },
  });
}

/**
 * End-to-end setup of an app: the reference API (built, fresh in-memory database, seeded)
 * and the app's production build under `vite preview`, proxying to that API. `alongside`
 * previews other apps' builds against the same API and database (a journey that crosses
 * apps, such as an agent's affiliate link opened in the player site).
 * @param {{ apiPort: number; webPort: number; portVariable: string;
 *   alongside?: { cwd: string; port: number; portVariable: string }[] }} options
 */
export function appE2eConfig(options) {
  // E2E_API_PORT / E2E_WEB_PORT let two checkouts run their suites side by side.
  const apiPort = Number(process.env.E2E_API_PORT || options.apiPort);
  const webPort = Number(process.env.E2E_WEB_PORT || options.webPort);
  const { portVariable } = options;
  const alongside = (options.alongside ?? []).map((app) => ({
    command: 'pnpm exec vite preview',
    cwd: app.cwd,
    url: `http://127.0.0.1:${app.port}`,
    env: { [app.portVariable]: String(app.port), API_TARGET: `http://127.0.0.1:${apiPort}` },
    reuseExistingServer: false,
    timeout: 60_000,
  }));
  // The demo merchant's site addresses are those the builds are previewed on, so affiliate
  // links lead to this player site and the player site's agent entry to this console.
  const ports = {
    [portVariable]: webPort,
    ...Object.fromEntries((options.alongside ?? []).map((app) => [app.portVariable, app.port])),
  };
  const siteEnv = {
    ...(ports.PLAYER_PORT ? { SEED_PLAYER_SITE_URL: `http://127.0.0.1:${ports.PLAYER_PORT}` } : {}),
    ...(ports.AGENT_PORT ? { SEED_AGENT_CONSOLE_URL: `http://127.0.0.1:${ports.AGENT_PORT}` } : {}),
  };
  return playwrightConfig({
    use: { baseURL: `http://127.0.0.1:${webPort}` },
    webServer: [
      {
        command: 'node dist/main.js',
        cwd: '../api',
        url: `http://127.0.0.1:${apiPort}/ready`,
        env: {
          PORT: String(apiPort),
          PGLITE_DIR: 'memory://',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '100000',
          DEV_FIXED_CAPTCHA: 'K7P4',
          // The browser reaches the API through vite preview on this host: both are loopback,
          // so a spec can name a visitor's address with X-Forwarded-For (site-status.spec.ts).
          TRUST_PROXY: '127.0.0.1,::1',
          // Contract settlement looks for closed periods every 2 s (a test moves the clock).
          SETTLEMENT_EVERY_MS: '2000',
          ...siteEnv,
        },
        reuseExistingServer: false,
        timeout: 120_000,
      },
      {
        command: 'pnpm exec vite preview',
        url: `http://127.0.0.1:${webPort}`,
        env: { [portVariable]: String(webPort), API_TARGET: `http://127.0.0.1:${apiPort}` },
        reuseExistingServer: false,
        timeout: 60_000,
      },
      ...alongside,
    ],
  });
}
