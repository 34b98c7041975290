import type { UserConfigFnObject } from 'vite';

export function appViteConfig(options: { portVariable: string; defaultPort: number }): UserConfigFnObject;

export function contentSecurityPolicy(apiBaseUrl?: string): string;
export function securityHeaders(apiBaseUrl?: string): Record<string, string>;
