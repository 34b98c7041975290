// The API's layers, one way: routes -> http -> domain -> db, with vendors beside domain and
// the seed above it. Routes parse, call the domain and shape the answer (no SQL); db depends on
// nothing above it; domain knows no HTTP; a domain folder is used through its index.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '@platform/eslint-config/base';
import globals from 'globals';
import { domainCyclesPlugin } from './lint/domain-cycles.js';

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

// ---- Tiers of the domain ----------------------------------------------------------------------
// The folders of src/domain stand in tiers, lowest first. A folder may import its own tier and
// the tiers below it, never a tier above; the kernel imports no other domain folder. Every
// domain folder must be placed here: lint stops with an error naming a folder that is not.
// Cycles between domain folders are caught by import-x/no-cycle and domain/no-folder-cycle below.
const domainTiers = [
  { tier: 'kernel', folders: ['kernel'] },
  {
    // The merchant and the site it shows, and the services every request shares (events:
    // what changed for a member, emitted by the tiers above).
    tier: 'merchant',
    folders: ['merchants', 'site', 'texts', 'media', 'security', 'captcha', 'events'],
  },
  {
    // What a member does: identity, money, play, records, rewards and what they read.
    tier: 'member',
    folders: [
      'accounts',
      'sessions',
      'sign-in',
      'registration',
      'passwords',
      'verification',
      'member-account',
      'responsible-gaming',
      'wallets',
      'cashier',
      'catalogue',
      'games',
      'jackpot',
      'lottery',
      'records',
      'rewards',
      'points',
      'loyalty',
      'referral',
      'messages',
      'content',
      'announcements',
    ],
  },
  {
    // Agents, their contracts and settlements, and the operators' keys and audit log.
    tier: 'agent and operator',
    folders: ['agents', 'contracts', 'operators'],
  },
];

function domainTierZones() {
  const placed = domainTiers.flatMap((t) => t.folders);
  const unplaced = domainFolders.filter((f) => !placed.includes(f));
  const unknown = placed.filter((f) => !domainFolders.includes(f));
  if (unplaced.length > 0 || unknown.length > 0) {
    throw new Error(
      `apps/api/eslint.config.js domainTiers: place ${unplaced.map((f) => `domain/${f}`).join(', ') || '(none)'} in a tier; remove ${unknown.join(', ') || '(none)'}.`,
    );
  }
  const dirs = (folders) => folders.map((f) => `./src/domain/${f}`);
  return domainTiers.flatMap(({ tier, folders }, i) => {
    const higher = domainTiers.slice(i + 1);
    if (higher.length === 0) return [];
    return [
      {
        target: dirs(folders),
        from: dirs(higher.flatMap((t) => t.folders)),
        message:
          i === 0
            ? 'The kernel imports no other domain folder: every tier builds on it.'
            : `A ${tier} folder never imports a higher tier (${higher.map((t) => t.tier).join(', ')}): move the shared piece down, or let the higher folder call it.`,
      },
    ];
  });
}

// ---- Every top-level entry of src/ and what it may import --------------------------------------
// Complements the zones above so that every folder and file of src/ has its rules (lint stops
// with an error naming one that has none). main.ts starts the server, ops/ is the operator CLI
// (money and review commands go through the operator API; key management and the audit log use
// the domain), seed/ fills a database; nothing imports an entry point except main.ts, which
// seeds an empty database in development. vendors/ sits beside the domain and uses it through
// its indexes; the domain reaches vendors only through their contract, vendors/vendor.ts.
const srcLayers = {
  'main.ts': ['app.ts', 'db', 'domain', 'env.ts', 'http', 'plugins', 'seed', 'vendors', 'paths.ts'],
  ops: ['db', 'domain', 'env.ts', 'paths.ts'],
  seed: ['db', 'domain', 'vendors', 'env.ts', 'paths.ts'],
  // The list of background jobs the app registers with its runner.
  'jobs.ts': ['domain', 'vendors'],
  'app.ts': [
    'jobs.ts',
    'contract',
    'db',
    'domain',
    'env.ts',
    'http',
    'plugins',
    'routes',
    'vendors',
    'paths.ts',
  ],
  routes: ['contract', 'db', 'domain', 'http', 'vendors', 'env.ts', 'paths.ts'],
  plugins: ['contract', 'db', 'domain', 'http', 'env.ts', 'paths.ts'],
  http: ['db', 'domain', 'env.ts', 'paths.ts'],
  vendors: ['db', 'domain', 'env.ts', 'paths.ts'],
  domain: ['db', 'bounded-map.ts', 'paths.ts', 'vendors/vendor.ts'],
  contract: ['paths.ts'],
  db: ['bounded-map.ts', 'env.ts', 'paths.ts'],
  'env.ts': [],
  'env.test.ts': ['env.ts'],
  'paths.ts': [],
  // The caches' oldest-first bound (the configuration cache, answers by address, leaderboards).
  'bounded-map.ts': [],
  'bounded-map.test.ts': ['bounded-map.ts'],
};

function srcLayerZones() {
  const entries = fs.readdirSync(path.join(appDir, 'src'));
  const missing = entries.filter((e) => !(e in srcLayers));
  if (missing.length > 0) {
    throw new Error(
      `apps/api/eslint.config.js srcLayers: give src/${missing.join(', src/')} its rules.`,
    );
  }
  return Object.entries(srcLayers).flatMap(([entry, allowed]) => {
    const denied = entries.filter((e) => e !== entry && !allowed.includes(e));
    // 'vendors/vendor.ts' allows one file of an otherwise denied entry.
    const [open, closed] = [[], []];
    for (const e of denied) {
      const files = allowed
        .filter((a) => a.startsWith(`${e}/`))
        .map((a) => `./${a.slice(e.length + 1)}`);
      if (files.length > 0) open.push({ from: `./src/${e}`, except: files });
      else closed.push(`./src/${e}`);
    }
    const message = `src/${entry} may import ${allowed.length > 0 ? allowed.join(', ') : 'nothing of the app'} (srcLayers in eslint.config.js).`;
    return [
      { target: `./src/${entry}`, from: closed, message },
      ...open.map((z) => ({ target: `./src/${entry}`, ...z, message })),
    ];
  });
}

const layerZones = [
  ...srcLayerZones(),
  {
    target: './src/ops',
    from: './src/db/schema',
    message: 'The operator CLI runs no SQL: call a domain function (or the operator API).',
  },
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
  ignores: ['src/domain/kernel/**'],
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
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: appDir, zones: [...zones, ...domainTierZones(), ...layerZones] },
      ],
    },
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
    // ---- No cycle in the domain ----
    // import-x/no-cycle: no file of the domain reaches itself through value imports (a cycle
    // there is a module-initialisation hazard, inside a folder or across folders).
    // domain/no-folder-cycle: no domain folder reaches itself, type imports included.
    files: ['src/domain/**/*.ts'],
    // import-x reads the imported .ts modules only when it knows their parser.
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    plugins: { domain: domainCyclesPlugin(path.join(appDir, 'src/domain')) },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'domain/no-folder-cycle': 'error',
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
            baseRestricted,
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
