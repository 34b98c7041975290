import { appViteConfig } from '@platform/vite-config';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';

const base = appViteConfig({ portVariable: 'PLAYER_PORT', defaultPort: 5173 });

/** Code shared by the player's screens (everything in src/components and src/lib but the lazily loaded dialog). */
const sharedAppCode = (id: string) => /[\\/]apps[\\/]player[\\/]src[\\/](components|lib)[\\/]/.test(id) && !/notice-popup/.test(id);

// The first visit downloads the shell and one screen: fewer, larger chunks compress better
// than dozens of small ones (see the README decision on the JavaScript budget).
export default defineConfig((env) =>
  mergeConfig(base(env) as UserConfig, {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 3 },
              { name: 'screens', test: sharedAppCode, priority: 2 },
            ],
          },
        },
      },
    },
  }),
);
