// Every status the server can send is declared in the contract: the ones any request can get
// before its operation runs (400 unreadable or invalid, 408 and 431 from Node, 429 the rate
// limit, 500, 503 while starting) on every operation, and every status the server's code
// writes (AppError, reply.code, the envelope's mapping, Node's own answers) on at least one.
// (Which operation sends which is checked on every answer the tests receive: helpers/contract.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const document = loadDocument();
const operations = listOperations(document);
const declared = (op: (typeof operations)[number]) =>
  new Set(Object.keys((op.operation.responses ?? {}) as object));

/** Routes that answer for themselves: never gated while starting, never rate limited. */
const SELF_ANSWERING = new Set(['/health', '/ready']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** Statuses written literally in the server's code, each with a file that writes it. */
function statusesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /new AppError\(\s*(\d{3})/g, // business and framework errors
    /\.code\(\s*(\d{3})\s*\)/g, // reply.code(404)
    /statusCode:\s*(\d{3})/g, // the envelope's mapping (plugins/errors.ts)
    /\[\s*(\d{3}),\s*'/g, // Node's own answers: [431, 'The request headers are too large']
  ];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) {
        if (!found.has(m[1]!)) found.set(m[1]!, path.relative(src, file));
      }
    }
  }
  return found;
}

describe('the statuses the server can send are in the contract', () => {
  it('every operation declares what any request can get before it runs', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const statuses = declared(op);
      const expected = SELF_ANSWERING.has(op.path)
        ? ['200', '400', '408', '431']
        : ['400', '408', '429', '431', '500', '503'];
      for (const status of expected) {
        if (!statuses.has(status)) missing.push(`${op.method.toUpperCase()} ${op.path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every status written in the code is declared by some operation', () => {
    const inContract = new Set(operations.flatMap((op) => [...declared(op)]));
    const found = statusesInCode();
    // The scan sees the statuses it must: the known ones are all found.
    for (const status of ['400', '401', '404', '408', '409', '422', '429', '431', '500', '503']) {
      expect(found.has(status), status).toBe(true);
    }
    const undeclared = [...found]
      .filter(([status]) => !inContract.has(status))
      .map(([status, file]) => `${status} (${file})`);
    expect(undeclared).toEqual([]);
  });
});
