// Module switches are enforced from the contract: every operation marked `x-module` answers
// 400 function.not.available while the merchant has that module off, and not once it is on
// again. The operations are read from the document, so operations added later are covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';
import { demoModuleRows } from '../src/seed/data/modules';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Call {
  method: string;
  url: string;
  /** Answers a stream that stays open (server-sent events): not called while on. */
  stream: boolean;
}
const byModule = new Map<string, Call[]>();
for (const { method, path, operation } of listOperations(loadDocument())) {
  const modId = operation['x-module'];
  if (typeof modId !== 'string') continue;
  const url = path.replace(/{[^}]+}/g, '1');
  const ok = (operation.responses as Record<string, { content?: object }> | undefined)?.['200'];
  const stream = Object.keys(ok?.content ?? {}).includes('text/event-stream');
  const call = { method: method.toUpperCase(), url, stream };
  byModule.set(modId, [...(byModule.get(modId) ?? []), call]);
}

async function setModule(modId: string, enabled: boolean): Promise<void> {
  const res = await t.request({
    method: 'PATCH',
    url: '/dev/merchant/settings',
    headers: DEMO,
    payload: { modules: { [modId]: enabled } },
  });
  expect(res.statusCode).toBe(200);
}

describe('x-module switches', () => {
  it('the contract marks operations of many modules, each one the demo merchant can switch', () => {
    expect(byModule.size).toBeGreaterThanOrEqual(10);
    const seeded = new Set(demoModuleRows().map((r) => r.modId));
    expect([...byModule.keys()].filter((m) => !seeded.has(m))).toEqual([]);
  });

  it.each([...byModule.keys()].sort())(
    'module %s off: each of its operations answers function.not.available; on again: none does',
    async (modId) => {
      const operations = byModule.get(modId) ?? [];
      await setModule(modId, false);
      try {
        for (const { method, url } of operations) {
          const res = await t.request({ method, url, headers: DEMO });
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          expect(json(res).errorCode, `${method} ${url}`).toBe('function.not.available');
        }
      } finally {
        await setModule(modId, true);
      }
      for (const { method, url } of operations.filter((o) => !o.stream)) {
        const res = await t.request({ method, url, headers: DEMO });
        const code = String(res.headers['content-type']).includes('json')
          ? json(res).errorCode
          : null;
        expect(code, `${method} ${url}`).not.toBe('function.not.available');
      }
    },
  );
});
