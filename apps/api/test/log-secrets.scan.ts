// Run after the whole API suite (scripts/test.mjs): reads every log line the suite's apps
// wrote (API_TEST_LOG_DIR) and the secrets the run handed out, and requires that no line
// holds a password hash, a session or remember token, a ticket or payment-page id, or a
// member's mobile number, and that every line written for a request carries its request id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = process.env.API_TEST_LOG_DIR ?? '';
const files = dir ? readdirSync(dir) : [];
const logText = files
  .filter((f) => f.endsWith('.log'))
  .map((f) => readFileSync(path.join(dir, f), 'utf8'))
  .join('\n');
const lines = logText.split('\n').filter(Boolean);
const secrets = { token: new Set<string>(), hash: new Set<string>(), mobile: new Set<string>() };
for (const f of files.filter((name) => name.endsWith('.jsonl'))) {
  for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean)) {
    const { kind, value } = JSON.parse(line) as { kind: keyof typeof secrets; value: string };
    if (value.length >= 6) secrets[kind].add(value);
  }
}

/** Distinct matches of `pattern` in the logs that are in `set`. */
function leaked(pattern: RegExp, set: Set<string>): string[] {
  const found = new Set<string>();
  for (const m of logText.matchAll(pattern)) if (set.has(m[1] ?? m[0])) found.add(m[1] ?? m[0]);
  return [...found].slice(0, 5);
}

describe(`logs of the API suite (${dir || 'API_TEST_LOG_DIR not set'})`, () => {
  it('were written, with the secrets handed out', () => {
    expect(dir, 'run through scripts/test.mjs, which sets API_TEST_LOG_DIR').not.toBe('');
    expect(lines.length).toBeGreaterThan(1000);
    expect(secrets.token.size).toBeGreaterThan(20);
    expect(secrets.hash.size).toBeGreaterThan(10);
    expect(secrets.mobile.size).toBeGreaterThan(3);
    process.stdout.write(
      `[log scan] ${lines.length} lines; ${secrets.token.size} tokens, ${secrets.hash.size} hashes, ${secrets.mobile.size} mobile numbers\n`,
    );
  });

  it('hold no password hash', () => {
    expect(logText.match(/scrypt\$\d+\$[^"\s,]*/g) ?? []).toEqual([]);
    expect(leaked(/[A-Za-z0-9+/=$]{20,}/g, secrets.hash)).toEqual([]);
  });

  it('hold no token, ticket or payment-page id', () => {
    // Every token the API hands out is base64url.
    expect(leaked(/[A-Za-z0-9_-]{16,}/g, secrets.token)).toEqual([]);
  });

  it('hold no mobile number', () => {
    expect(leaked(/(?<![0-9])([0-9]{6,15})(?![0-9])/g, secrets.mobile)).toEqual([]);
  });

  it('name the request id on every line written for a request', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const REQUEST_FIELDS = ['req', 'res', 'responseTime', 'statusCode', 'errorCode', 'err', 'body'];
    const forRequests = entries.filter((e) => REQUEST_FIELDS.some((k) => k in e));
    expect(forRequests.length).toBeGreaterThan(500);
    const withoutId = forRequests.filter((e) => e.reqId === undefined);
    expect(withoutId.map((e) => e.msg).slice(0, 5)).toEqual([]);
  });
});
