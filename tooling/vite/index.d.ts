import type { UserConfigFnObject } from 'vite';

export function appViteConfig(options: {
  portVariable: string;
  defaultPort: number;
  /** The i18n namespaces a first visit needs, served as one file per language (`virtual:boot-texts`). */
  bootNamespaces: readonly string[];
  /** The other app's i18n namespaces, left out of this app's catalog loader. */
  otherAppNamespaces?: readonly string[];
  /**
   * The chunks (by name) of the screens a first visit usually lands on: precompressed with
   * Zopfli like the entry (the rest with gzip -9).
   */
  firstVisitChunks?: readonly string[];
}): UserConfigFnObject;

export function contentSecurityPolicy(apiBaseUrl?: string): string;
export function securityHeaders(apiBaseUrl?: string): Record<string, string>;
