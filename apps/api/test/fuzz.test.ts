// Property test: random methods, paths, headers, query strings and bodies thrown at every
// route never produce a 500, and every answer conforms to the contract (the error envelope
// when no operation matches) without leaking internals.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';
import { contractViolations, leaksInternals } from './helpers/contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const documentPaths = listOperations(loadDocument()).map((op) => op.path);

beforeAll(async () => {
  t = await createTestApp();
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
