// Logs of the API test suite, for the check that no secret ever reaches a log line
// (test/log-secrets.scan.ts). When API_TEST_LOG_DIR is set (scripts/test.mjs sets it), every
// test app logs at debug level into a file of that directory, and the secrets the run handed
// out are written beside it: the tokens, tickets and payment-page ids of the answers, and,
// when an app closes, the password hashes and mobile numbers of its database.
import { randomBytes } from 'node:crypto';
import { appendFileSync, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BuildAppOptions } from '../../src/app';
import type { Db } from '../../src/db/client';

const dir = process.env.API_TEST_LOG_DIR;
const runId = `${process.pid}-${randomBytes(3).toString('hex')}`;
let stream: WriteStream | null = null;

/** Logger options of a test app: debug into the run's log file, or silent. */
export function testLogOptions(): Pick<BuildAppOptions, 'logLevel' | 'logStream'> {
  if (!dir) return {};
  if (!stream) {
    mkdirSync(dir, { recursive: true });
    stream = createWriteStream(path.join(dir, `api-${runId}.log`), { flags: 'a' });
  }
  return { logLevel: 'debug', logStream: stream };
}

function record(kind: 'token' | 'hash' | 'mobile', values: Iterable<string>): void {
  if (!dir) return;
  const lines = [...values]
    .filter((v) => v.length > 0)
    .map((value) => JSON.stringify({ kind, value }));
  if (lines.length === 0) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `secrets-${runId}.jsonl`), `${lines.join('\n')}\n`);
}

const URL_SECRET = /[?&](?:session|ticket|token)=([^&#"\s]+)|\/payment\/demo\/pay\/([^/?#"\s]+)/g;

/** Tokens, tickets and payment-page ids in an answer's JSON body. */
export function recordAnswerSecrets(body: string, contentType: string | undefined): void {
  if (!dir || !contentType?.includes('json')) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/token|ticket|secret/i.test(key) && value.length >= 16) found.add(value);
      for (const m of value.matchAll(URL_SECRET)) {
        const secret = m[1] ?? m[2];
        if (secret && secret.length >= 16) found.add(decodeURIComponent(secret));
      }
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(parsed, '');
  record('token', found);
}

/** The password hashes and mobile numbers of a test database, before it is dropped. */
export async function recordDatabaseSecrets(db: Db): Promise<void> {
  if (!dir) return;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)).rows as { v: string | null }[]).map((r) => r.v ?? '');
  try {
    record('hash', await rows(sql`select password_hash as v from members`));
    record('hash', await rows(sql`select password_hash as v from temporary_passwords`));
    record('hash', await rows(sql`select hash as v from payment_passwords`));
    record('mobile', await rows(sql`select mobile as v from members where mobile is not null`));
  } catch {
    // The test closed its database itself (the failure tests do).
  }
}
