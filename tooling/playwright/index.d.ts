import type { PlaywrightTestConfig } from '@playwright/test';

export function playwrightConfig(config: PlaywrightTestConfig): PlaywrightTestConfig;
export function appE2eConfig(options: {
  apiPort: number;
  webPort: number;
  portVariable: string;
}): PlaywrightTestConfig;
