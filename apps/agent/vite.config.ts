import { appViteConfig } from '@platform/vite-config';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';

const base = appViteConfig({
  portVariable: 'AGENT_PORT',
  defaultPort: 5174,
  // The texts a first visit needs: one file per language.
  bootNamespaces: ['common', 'errors', 'auth'],
  // The landing page (and the chunks it imports) is where first visits land.
  firstVisitChunks: ['agent-landing-page'],
  // Every signed-out visit renders the landing page's sign-in: fetched beside the entry.
  preloadChunks: ['agent-landing-page'],
});

// What the entry imports statically is one chunk: a first visit downloads a few larger
// chunks, which compress better and cost fewer round trips than dozens of small ones.
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
