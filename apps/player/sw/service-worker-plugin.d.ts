import type { Plugin } from 'vite';

/** `skip`: build files (paths like `/assets/x-hash.js`) left out of the precache. */
export function serviceWorker(options?: { skip?: RegExp[] }): Plugin;
