// Property tests: random methods, paths, headers, query strings and bodies thrown at every
// route never produce a 500, and every answer conforms to the contract (the error envelope
// when no operation matches) without leaking internals. Then a contract-driven pass: for
// every operation of the bundled document, requests generated from its schemas (valid ones
// and ones with a single defect), with a fixed seed and FUZZ_RUNS requests per operation
// (default 8; e.g. FUZZ_RUNS=400 for the long run).
import { encryptPayload } from '@platform/api-client/crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';
import { contractViolations, leaksInternals } from './helpers/contract';
import { schemaArbitraries } from './helpers/schema-arbitrary';
import { createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
const document = loadDocument();
const documentPaths = listOperations(document).map((op) => op.path);

beforeAll(async () => {
  // Event streams (the chat room's) end after a moment instead of 25 s, so a generated request
  // to one is answered within the run.
  t = await createTestApp({ captchaText: () => 'ABCD', streamMs: 50 });
});
afterAll(async () => {
  await t.close();
});

const safeText = fc.string({
  unit: fc.constantFrom(...'abcXYZ019 -_./:;=,%&?@[]{}"\'\\<>é中'.split('')),
  maxLength: 40,
});
const headerValue = fc.string({
  unit: fc.constantFrom(...'abcDEF0129-_ ,./=:;"'.split('')),
  maxLength: 30,
});
const headerName = fc.constantFrom(
  'merchant',
  'language',
  'device',
  'x-gateway-version',
  'encryption',
  'authorization',
  'x-forwarded-for',
  'cookie',
  'accept',
  'x-random',
  'idempotency-key',
);

const path = fc.oneof(
  fc.constantFrom(...documentPaths),
  fc
    .constantFrom(...documentPaths)
    .chain((p) => safeText.map((s) => `${p}/${encodeURIComponent(s)}`)),
  fc
    .array(safeText.map(encodeURIComponent), { maxLength: 4 })
    .map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(
    '/wps',
    '/dev',
    '/lgw/x',
    '//wps/system/status',
    '/wps/system/status/',
    '/%2e%2e/health',
    '/wps/%ZZ',
  ),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.constantFrom('lang', 'device', 't', 'recipient', 'x', 'lang[]'), safeText, {
      maxKeys: 3,
    })
    .map(
      (q) =>
        `?${Object.entries(q)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&')}`,
    ),
  safeText.map((s) => `?${s}`),
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.record({ value: fc.oneof(fc.string(), fc.integer()) }).map((v) => JSON.stringify(v)),
  fc
    .record({
      maintenance: fc.record({
        enabled: fc.boolean(),
        endTime: fc.oneof(fc.integer(), fc.constant(null)),
      }),
    })
    .map((v) => JSON.stringify(v)),
  safeText,
);

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  path,
  query,
  merchant: fc.oneof(
    fc.constant<string | string[] | undefined>('demo'),
    fc.constant(undefined),
    fc.constant<string[]>(['demo', 'demo']),
    headerValue,
  ),
  headers: fc.dictionary(headerName, headerValue, { maxKeys: 4 }),
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-8',
    'multipart/form-data',
  ),
  body,
});

describe('fuzzing every route', () => {
  it('never answers 500 and always answers by the contract', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string | string[]> = { ...r.headers };
        if (r.merchant !== undefined) headers.merchant = r.merchant;
        if (r.contentType && r.body !== undefined) headers['content-type'] = r.contentType;
        const url = `${r.path}${r.query}`;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers,
          payload: r.body,
        });
        expect(res.statusCode, `${r.method} ${url}: ${res.body}`).toBeLessThan(500);
        expect(contractViolations(r.method, url, res), `${r.method} ${url}`).toEqual([]);
        expect(leaksInternals(res.body)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SQL_HINTS =
  /\b(select|insert|update|delete)\b.+\b(from|into|set)\b|violates|syntax error|duplicate key|relation "/i;

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

interface Generated {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  encrypted: boolean;
  valid: boolean;
}

function requestsFor(
  op: ReturnType<typeof listOperations>[number],
  arb: ReturnType<typeof schemaArbitraries>,
): fc.Arbitrary<Generated> {
  const params = ((op.operation.parameters ?? []) as unknown[]).map(
    (p) => arb.resolve(p) as unknown as Parameter,
  );
  const body = arb.resolve(op.operation.requestBody) as {
    content?: Record<string, { schema?: unknown }>;
  };
  const bodySchema = body.content?.['application/json']?.schema;
  const part = (schema: unknown, bad: boolean) => (bad ? arb.invalid(schema) : arb.valid(schema));
  return fc.boolean().chain((bad) =>
    fc
      .record({
        // which part carries the defect in an invalid request
        target: fc.constantFrom('param', 'body'),
        values: fc.tuple(
          ...params.map((p) =>
            p.required
              ? part(p.schema ?? {}, false)
              : fc.option(part(p.schema ?? {}, false), { nil: undefined, freq: 3 }),
          ),
        ),
        badIndex: fc.nat(),
        badValue: params.length ? arb.invalid(params[0]!.schema ?? {}) : fc.constant(undefined),
        body: bodySchema ? part(bodySchema, bad) : fc.constant(undefined),
      })
      .map(({ target, values, badIndex, badValue, body: payload }) => {
        const vals = [...values] as unknown[];
        const badParam = bad && target === 'param' && params.length > 0;
        if (badParam) vals[badIndex % params.length] = badValue;
        let path = op.path;
        const query = new URLSearchParams();
        const headers: Record<string, string> = { ...DEMO };
        params.forEach((p, i) => {
          const v = vals[i];
          if (v === undefined) return;
          const text = typeof v === 'string' ? v : JSON.stringify(v);
          if (p.in === 'path')
            path = path.replace(
              `{${p.name}}`,
              encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?')),
            );
          else if (p.in === 'query') {
            if (Array.isArray(v)) v.forEach((x) => query.append(p.name, String(x)));
            else query.append(p.name, text);
          } else if (p.in === 'header' && p.name.toLowerCase() !== 'merchant') {
            // Node refuses control characters in header values before they are sent.
            if (/^[\x20-\x7e]*$/.test(text)) headers[p.name.toLowerCase()] = text;
          }
        });
        path = path.replace(/\{[^}]+\}/g, '1');
        const qs = query.toString();
        return {
          method: op.method.toUpperCase(),
          url: qs ? `${path}?${qs}` : path,
          headers,
          body: bodySchema ? payload : undefined,
          encrypted: op.operation['x-encrypted'] === true,
          valid: !bad || (!badParam && !bodySchema),
        };
      }),
  );
}

describe('contract-driven fuzz of every operation', () => {
  it(
    'answers every generated request without a 5xx, in the envelope, with no internals',
    async () => {
      const arb = schemaArbitraries(document);
      let token = await signIn(t);
      // A generated request may end the session (logout), change the password, or put the
      // member on a break or self-exclusion. The next authorised request then gets a fresh
      // session: a new sign-in, or, when the member can no longer sign in, a new member.
      let fresh = 0;
      const renew = async () => {
        token = await signIn(t).catch(async () => {
          fresh++;
          return (await createMember(t.database.db, `fuzzer${fresh}`, { fund: '1000.00' })).token;
        });
      };
      let unauthorised = 0;
      const modulus = (
        await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO })
      ).body;
      // Operations that change the whole merchant or the clock go last.
      const operations = listOperations(document).sort(
        (a, b) => Number(a.path.startsWith('/dev')) - Number(b.path.startsWith('/dev')),
      );
      const failures: string[] = [];
      let sent = 0;
      const byStatus = new Map<number, number>();
      const took: [string, number][] = [];
      for (const op of operations) {
        const opStart = Date.now();
        const samples = fc.sample(requestsFor(op, arb), { seed: SEED, numRuns: RUNS });
        for (const [i, r] of samples.entries()) {
          const headers: Record<string, string> = { ...r.headers };
          if (op.operation.security && i % 4 !== 3) headers.authorization = token;
          let payload: string | undefined;
          if (r.body !== undefined) {
            headers['content-type'] = 'application/json';
            if (r.encrypted) {
              const enc = encryptPayload(r.body, modulus);
              headers.encryption = enc.encryption;
              payload = JSON.stringify(enc.body);
            } else payload = JSON.stringify(r.body);
          }
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: r.url,
            headers,
            payload,
          });
          sent++;
          if (headers.authorization && res.statusCode === 401) {
            unauthorised++;
            await renew();
          }
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const problems = [
            ...(res.statusCode >= 500 ? [`status ${res.statusCode}`] : []),
            ...contractViolations(r.method, r.url, res),
            ...(leaksInternals(res.body) ? ['stack trace or source location'] : []),
            ...(res.statusCode >= 400 && SQL_HINTS.test(res.body) ? ['SQL text'] : []),
          ];
          if (problems.length > 0) {
            failures.push(
              `${r.method} ${r.url} ${payload?.slice(0, 200) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}: ${problems.join('; ')}`,
            );
          }
        }
        took.push([`${op.method.toUpperCase()} ${op.path}`, Date.now() - opStart]);
      }
      const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 5);
      console.log(`slowest operations: ${slowest.map(([o, ms]) => `${o} ${ms} ms`).join(', ')}`);
      console.log(
        `contract fuzz: ${sent} requests over ${operations.length} operations (seed ${SEED}, ${RUNS} per operation); statuses ${JSON.stringify(Object.fromEntries(byStatus))}; ${unauthorised} signed-in requests answered 401 (session renewed after each, ${fresh} new members); ${failures.length} failures`,
      );
      for (const f of failures.slice(0, 50)) console.log(`  FAIL ${f}`);
      expect(failures).toEqual([]);
    },
    Math.max(600_000, RUNS * 30_000),
  );
});
