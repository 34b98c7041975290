import type { PlaywrightTestConfig } from '@playwright/test';

export function playwrightConfig(config: PlaywrightTestConfig): PlaywrightTestConfig;
export function appE2eConfig(options: {
  apiPort: number;
  webPort: number;
  portVariable: string;
  /** Other apps' builds previewed against the same API (cwd relative to the app). */
  alongside?: { cwd: string; port: number; portVariable: string }[];
}): PlaywrightTestConfig;
