// Shared Playwright settings: Debian's Chromium, one worker (the apps share one API and
// database), and a JSON report the root test command sums.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

/** @param {import('@playwright/test').PlaywrightTestConfig} config */
export function playwrightConfig(config) {
  const executablePath = findChromium() ?? '/usr/bin/chromium';
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
    ...config,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      ...config.use,
    },
  });
}
