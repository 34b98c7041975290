import { appViteConfig } from '@platform/vite-config';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { serviceWorker } from './sw/service-worker-plugin.js';

const base = appViteConfig({ portVariable: 'PLAYER_PORT', defaultPort: 5173 });

// The player site is also the installable lite app: its build writes the service worker.
export default defineConfig((env) =>
  mergeConfig(typeof base === 'function' ? (base(env) as UserConfig) : base, { plugins: [serviceWorker()] }),
);
