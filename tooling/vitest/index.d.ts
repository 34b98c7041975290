import type { UserConfig } from 'vitest/config';

export function vitestConfig(environment: 'node' | 'jsdom', extra?: UserConfig): UserConfig;
