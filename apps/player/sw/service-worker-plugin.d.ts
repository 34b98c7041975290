import type { Plugin } from 'vite';

/** Writes dist/sw.js: precaches the app shell that index.html loads; other chunks are cached when used. */
export function serviceWorker(): Plugin;
