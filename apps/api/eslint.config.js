// The API's layers, one way: routes -> http -> domain -> db, with vendors beside domain and
// the seed above it. Routes parse, call the domain and shape the answer (no SQL); db depends on
// nothing above it; domain knows no HTTP; a domain folder is used through its index.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '@platform/eslint-config/base';
import globals from 'globals';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const subdirs = (dir) =>
  fs
    .readdirSync(path.join(appDir, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const topDirs = subdirs('src');
const domainFolders = subdirs('src/domain');

const zones = [
  {
    target: './src/routes',
    from: './src/db/schema',
    message: 'Routes run no SQL: move the query into a domain function.',
  },
  {
    target: './src/db',
    from: [
      './src/domain',
      './src/routes',
      './src/http',
      './src/seed',
      './src/vendors',
      './src/plugins',
    ],
    message: 'db/ (client, schema, migrate) depends on nothing above it.',
  },
  {
    target: './src/domain',
    from: ['./src/routes', './src/http', './src/plugins', './src/seed', './src/app.ts'],
    message: 'The domain knows no HTTP: throw AppError and let routes shape the answer.',
  },
  {
    target: './src/vendors',
    from: ['./src/routes', './src/http', './src/plugins', './src/seed'],
    message: 'Vendors sit beside the domain and know no HTTP routing.',
  },
  // Another folder reaches a domain folder through its index.ts only.
  ...domainFolders.map((name) => ({
    target: [
      ...topDirs.filter((d) => d !== 'domain').map((d) => `./src/${d}`),
      ...domainFolders.filter((d) => d !== name).map((d) => `./src/domain/${d}`),
    ],
    from: `./src/domain/${name}`,
    except: ['./index.ts'],
    message: `Use domain/${name} through its index.ts.`,
  })),
];

const baseRestricted = {
  group: ['**/packages/*/src/**', '@platform/*/src/**', '**/apps/*/src/**'],
  message: "Cross a package boundary only through the package's exports.",
};

export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones }] },
  },
  {
    files: ['src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes run no SQL: use a domain function.' }],
          patterns: [baseRestricted],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            baseRestricted,
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'The domain knows no HTTP framework.',
            },
          ],
        },
      ],
    },
  },
  // --- Game vendors keep off the ledger (issue 24, the wallet side of a round) -------------
  // A vendor adapter (src/vendors/*) launches games and reports outcomes; the money of a round
  // (debit, credit, rollback, balance) is domain/games', which posts through the kernel. So a
  // vendor imports neither the ledger tables nor the kernel's ledger functions: money goes
  // through domain/games only.
  {
    files: ['src/vendors/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/schema/ledger',
                '**/db/schema/ledger.ts',
                '**/domain/kernel/ledger/**',
              ],
              message: 'Vendors move no money: call domain/games (bet, settle, rollback, balance).',
            },
            {
              group: ['**/domain/kernel', '**/domain/kernel/index', '**/domain/kernel/index.ts'],
              importNames: [
                'post',
                'postBatch',
                'insufficientFunds',
                'houseAccount',
                'memberAccount',
                'memberAccounts',
                'lockMemberAccount',
                'systemAccount',
                'debitedAccount',
                'memberBalance',
                'memberWallets',
                'walletAccountIdSql',
              ],
              message: 'Vendors move no money: call domain/games (bet, settle, rollback, balance).',
            },
          ],
        },
      ],
    },
  },
  // --- end of the vendors block -----------------------------------------------------------
  {
    // The demo game pages' scripts run in the browser as classic scripts.
    files: ['demo-games/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
];
