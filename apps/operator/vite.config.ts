import { appViteConfig } from '@platform/vite-config';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';

// The console's sign-in page is the first visit: its texts are one file per language.
const base = appViteConfig({
  portVariable: 'OPERATOR_PORT',
  defaultPort: 5175,
  bootNamespaces: ['common', 'errors', 'operatorConsole'],
  firstVisitChunks: ['sign-in-page'],
  // Every signed-out visit renders the sign-in page: fetched beside the entry.
  preloadChunks: ['sign-in-page'],
});

// What the entry imports statically is one chunk (fewer round trips than dozens of small ones).
export default defineConfig((env) =>
  mergeConfig(typeof base === 'function' ? (base(env) as UserConfig) : base, {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'initial', tags: ['$initial'], priority: 3 }],
          },
        },
      },
    },
  }),
);
