#!/usr/bin/env node
// Generates the client's wire types and operation metadata from the bundled OpenAPI
// document (openapi/dist/platform.json, built by @platform/openapi). With --check it
// writes nothing and fails when the committed files differ from what would be generated.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const specPath = path.resolve(here, '../../../openapi/dist/platform.json');
const outDir = path.resolve(here, '../src/generated');
const check = process.argv.includes('--check');

const HEADER =
  '// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.\n' +
  '// Regenerate with `pnpm generate` after changing openapi/.\n\n';

const spec = JSON.parse(fs.readFileSync(specPath, 'utf8'));

// Transport headers are set once by the client's middleware, so callers never pass them:
// they are left out of the generated operation types (the API still validates them).
const TRANSPORT_HEADERS = new Set([
  'Merchant',
  'Authorization',
  'Language',
  'Device',
  'X-Gateway-Version',
  'Encryption',
]);
const typeSpec = structuredClone(spec);
const isTransport = (p) => {
  const param = p.$ref ? typeSpec.components.parameters[p.$ref.split('/').pop()] : p;
  return param?.in === 'header' && TRANSPORT_HEADERS.has(param.name);
};
for (const item of Object.values(typeSpec.paths)) {
  for (const op of Object.values(item)) {
    if (op && Array.isArray(op.parameters))
      op.parameters = op.parameters.filter((p) => !isTransport(p));
  }
}
const schema = HEADER + astToString(await openapiTS(typeSpec));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const meta = {};
for (const [route, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    meta[`${method.toUpperCase()} ${route}`] = {
      operationId: op.operationId,
      encrypted: op['x-encrypted'] === true,
      devOnly: op['x-dev-only'] === true,
      module: op['x-module'] ?? null,
    };
  }
}
const metaSource =
  HEADER +
  'export interface OperationMeta {\n' +
  '  operationId: string;\n  encrypted: boolean;\n  devOnly: boolean;\n  module: string | null;\n}\n\n' +
  `export const operationsMeta: Record<string, OperationMeta> = ${JSON.stringify(meta, null, 2)};\n\n` +
  '/** Looks up an operation by HTTP method and path template. */\n' +
  'export function operationMeta(method: string, pathTemplate: string): OperationMeta | undefined {\n' +
  '  return operationsMeta[`${method.toUpperCase()} ${pathTemplate}`];\n}\n';

// The client's request path needs only which operations are encrypted: a small set, so the
// first download does not grow with every operation the contract gains.
const encrypted = Object.entries(meta)
  .filter(([, m]) => m.encrypted)
  .map(([key]) => key);
const encryptedSource =
  HEADER +
  '/** `METHOD /path/template` of every operation marked `x-encrypted`. */\n' +
  `export const encryptedOperations: ReadonlySet<string> = new Set(${JSON.stringify(encrypted, null, 2)});\n`;

// The contract's enums as runtime constants (`as const`, in the contract's order), so code
// that lists, checks or orders their values uses the contract's, never a retyped copy.
const constName = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase() + '_VALUES';
const enumSource =
  HEADER +
  Object.entries(spec.components.schemas)
    .filter(([, s]) => Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string'))
    .map(
      ([name, s]) =>
        `/** The values of \`${name}\`. */\n` +
        `export const ${constName(name)} = ${JSON.stringify(s.enum, null, 2)} as const;\n`,
    )
    .join('\n');

const files = {
  'enums.ts': enumSource,
  'schema.d.ts': schema,
  'operations-meta.ts': metaSource,
  'encrypted-operations.ts': encryptedSource,
};
let drift = false;
for (const [name, contents] of Object.entries(files)) {
  const file = path.join(outDir, name);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (check) {
    if (current !== contents) {
      console.error(`drift: src/generated/${name} differs from openapi/. Run \`pnpm generate\`.`);
      drift = true;
    }
  } else if (current !== contents) {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(file, contents);
    console.log(`wrote src/generated/${name}`);
  }
}
if (check && drift) process.exit(1);
if (check) console.log('generated client is up to date with openapi/');
