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

// ---------------------------------------------------------------------------------------------
// Money at one owner: domain/kernel is the only code that names the ledger's tables (and the
// member read models the ledger's triggers keep), reads them or takes a row lock on them. Any
// other domain file, and any vendor adapter, asks the kernel (post, lockBalances, statementSums,
// mainAccountJoin, ...). Seed, scripts and tests are not domain code and keep direct access.
// A small local rule: SQL text is read whole (a template's parts joined), so a lock written
// after an interpolated value is still seen.
const LEDGER_TABLES =
  /\b(ledger_accounts|ledger_entries|ledger_transactions|member_ledger_lines|member_ledger_daily)\b/i;
const LEDGER_SCHEMA_NAMES = new Set([
  'ledgerAccounts',
  'ledgerEntries',
  'ledgerTransactions',
  'memberLedgerLines',
  'memberLedgerDaily',
]);
const ROW_LOCK = /\bfor\s+(no\s+key\s+)?(update|share)\b/i;
const ledgerOwnerRule = {
  meta: {
    type: 'problem',
    messages: {
      imports:
        'Only domain/kernel touches the ledger: "{{name}}" is a ledger table; call a kernel function (kernel/ledger/*) instead.',
      names:
        'Only domain/kernel touches the ledger: this SQL names {{table}}; call a kernel function (kernel/ledger/*) instead.',
      locks:
        'Only domain/kernel locks ledger rows: this SQL takes a row lock on {{table}}; use kernel/ledger/locks.ts.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const table = LEDGER_TABLES.exec(text)?.[1];
      if (!table) return;
      context.report({ node, messageId: ROW_LOCK.test(text) ? 'locks' : 'names', data: { table } });
    };
    return {
      ImportDeclaration(node) {
        if (!/db\/schema\/(ledger|records)$/.test(String(node.source.value))) return;
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? spec.imported.name : null;
          if (name && LEDGER_SCHEMA_NAMES.has(name))
            context.report({ node: spec, messageId: 'imports', data: { name } });
        }
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
    };
  },
};
const ledgerOwnership = {
  files: ['src/domain/**/*.ts', 'src/vendors/**/*.ts'],
  ignores: [
    'src/domain/kernel/**',
    // Being rewritten onto the games seam (domain/games owns the wallet side of a round);
    // drop this once the demo vendor keeps only its game engines.
    'src/vendors/demo/game-session.ts',
  ],
  plugins: { ledger: { rules: { owner: ledgerOwnerRule } } },
  rules: { 'ledger/owner': 'error' },
};
// ---------------------------------------------------------------------------------------------

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
  ledgerOwnership,
  {
    // The demo game pages' scripts run in the browser as classic scripts.
    files: ['demo-games/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
];
