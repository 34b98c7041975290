import type { UserConfigFnObject } from 'vite';

export function appViteConfig(options: { portVariable: string; defaultPort: number }): UserConfigFnObject;
