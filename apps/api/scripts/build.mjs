#!/usr/bin/env node
// Bundles the server into dist/main.js (and the demo-account list into
// dist/demo-accounts.js and .json): workspace packages (@platform/*) are bundled in, every
// package.json dependency stays external. The migrations and the bundled OpenAPI document
// are copied next to it, so `node dist/main.js` runs from apps/api with nothing else.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {});
const documentPath = path.resolve(root, '../../openapi/dist/platform.json');
const catalogsDir = path.resolve(root, '../../packages/i18n/locales');

/**
 * Keeps dependencies external. A package without an "exports" map (crypto-js) cannot be
 * imported by extensionless subpath from ESM at run time, so `crypto-js/core` is written
 * out as `crypto-js/core.js`.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    const escaped = dependencies.map((d) => d.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    const filter = new RegExp(`^(${escaped.join('|')})(/.*)?$`);
    b.onResolve({ filter }, (args) => {
      const [, name, subpath] = filter.exec(args.path) ?? [];
      if (!subpath || path.extname(subpath)) return { path: args.path, external: true };
      const pkgDir = path.join(root, 'node_modules', name);
      const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
      const needsExtension = !manifest.exports && existsSync(path.join(pkgDir, `${subpath}.js`));
      return { path: needsExtension ? `${args.path}.js` : args.path, external: true };
    });
  },
};

if (!existsSync(documentPath)) {
  process.stderr.write(
    'openapi/dist/platform.json is missing: run `pnpm --filter @platform/openapi build` first.\n',
  );
  process.exit(1);
}

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'demo-accounts': 'src/seed/demo-accounts.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalDependencies],
  // Bundled CommonJS code (Ajv, for one) calls require(); give ESM output a real one.
  banner: {
    js: "import { createRequire as __platformCreateRequire } from 'node:module'; const require = __platformCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(root, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
cpSync(path.join(root, 'demo-games'), path.join(dist, 'demo-games'), { recursive: true });
cpSync(documentPath, path.join(dist, 'platform.json'));
// The platform's own texts (inbox messages, SMS and e-mail, demo pages): the `platform`
// namespace of every language's catalogs.
for (const language of readdirSync(catalogsDir)) {
  const file = path.join(catalogsDir, language, 'platform.json');
  if (existsSync(file)) cpSync(file, path.join(dist, 'locales', language, 'platform.json'));
}
// The workspace start script prints the demo accounts from this file.
const { DEMO_ACCOUNTS, DEMO_OPERATOR_KEY, DEMO_OWNER } = await import(
  pathToFileURL(path.join(dist, 'demo-accounts.js')).href
);
writeFileSync(path.join(dist, 'demo-accounts.json'), `${JSON.stringify(DEMO_ACCOUNTS, null, 2)}\n`);
writeFileSync(
  path.join(dist, 'demo-operator.json'),
  `${JSON.stringify({ merchant: 'demo', key: DEMO_OPERATOR_KEY, owner: DEMO_OWNER }, null, 2)}\n`,
);
process.stdout.write(
  'built dist/main.js, dist/demo-accounts.{js,json}, dist/demo-operator.json, dist/drizzle/, dist/demo-games/, dist/locales/, dist/platform.json\n',
);
