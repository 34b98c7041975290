import type { PlaywrightTestConfig } from '@playwright/test';

export function playwrightConfig(config: PlaywrightTestConfig): PlaywrightTestConfig;
