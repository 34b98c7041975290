import { appViteConfig } from '@platform/vite-config';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { serviceWorker } from './sw/service-worker-plugin.js';

const base = appViteConfig({
  portVariable: 'PLAYER_PORT',
  defaultPort: 5173,
  // The texts a first visit needs (one file per language).
  bootNamespaces: ['common', 'errors', 'shell', 'lobby', 'player'],
  // Home and the lobbies (and the code they share) are where first visits land.
  firstVisitChunks: ['home-page', 'lobby-page', 'screens'],
});

/**
 * Code shared by the player's screens: everything in src/components and src/lib but the lazily
 * loaded dialog, the paginator (home has no pages; the lists that do bring it along) and the
 * money-transfer helpers of the member centre and the game page, and the number formatting the
 * screens and the member bar use.
 */
const sharedAppCode = (id: string) =>
  (/[\\/]apps[\\/]player[\\/]src[\\/](components|lib)[\\/]/.test(id) &&
    !/notice-popup|paginator|wallet-amount|wallet-errors/.test(id) &&
    !pageCode(id)) ||
  /[\\/]packages[\\/]i18n[\\/]src[\\/](format|decimal)\.ts$/.test(id);

/**
 * Shared code neither home nor the lobbies run (a first visit lands on one of them): the
 * secondary pages' frame and loading states, the vendor cards of home's lower sections and
 * the game centres, and the forms' result line and action key (cashier, points mall). A chunk of their own keeps them out of those first visits.
 */
const pageCode = (id: string) =>
  /[\\/]apps[\\/]player[\\/]src[\\/](components[\\/](page-frame|query-state|vendor-card|notice)|lib[\\/](use-open-vendor|use-action-key))\.tsx?$/.test(
    id,
  );

/**
 * What the wallet pages and the game page's offer to fund a vendor wallet share (amounts,
 * errors, the wallet calls): one chunk, fetched when either opens.
 */
const walletCode = (id: string) =>
  /[\\/](lib[\\/](wallet-amount|wallet-errors)|mutations[\\/]wallet\.mutations|queries[\\/]wallet-funds)\.tsx?$/.test(
    id,
  );

// The player site is also the installable lite app: its build writes the service worker.
// The first visit downloads the shell and one screen: fewer, larger chunks compress better
// than dozens of small ones (see the README decision on the JavaScript budget).
export default defineConfig((env) =>
  mergeConfig(typeof base === 'function' ? (base(env) as UserConfig) : base, {
    // The Firebase SDK chunk is for sites that verify phones through Firebase only.
    plugins: [serviceWorker()],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 3 },
              { name: 'screens', test: sharedAppCode, priority: 2 },
              { name: 'pages', test: pageCode, priority: 2 },
              { name: 'wallet-shared', test: walletCode, priority: 2 },
            ],
          },
        },
      },
    },
  }),
);
