import type { UserConfigFnObject } from 'vite';

export function appViteConfig(options: {
  portVariable: string;
  defaultPort: number;
  /** The i18n namespaces a first visit needs, served as one file per language (`<base><CODE>/boot.json`, see catalogs.js). */
  bootNamespaces: readonly string[];
  /**
   * The chunks (by name) of the screens a first visit usually lands on: precompressed with
   * Zopfli like the entry (the rest with gzip -9).
   */
  firstVisitChunks?: readonly string[];
  /**
   * Chunks (by name) every first visit renders: preloaded from the HTML with the chunks they
   * import, instead of being requested once the entry has run and routed.
   */
  preloadChunks?: readonly string[];
}): UserConfigFnObject;

export function contentSecurityPolicy(apiBaseUrl?: string): string;
export function securityHeaders(apiBaseUrl?: string): Record<string, string>;
