// Module switches are enforced from the contract: every operation marked `x-module` answers
// 400 function.not.available while the merchant has that module off, and not once it is on
// again. The operations are read from the document, so operations added later are covered.
import { flattenWhitelabel } from '@platform/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';
import { demoModuleRows } from '../src/seed/data/modules';
import { signInAs } from './helpers/members';
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

// The site flags the screens read (spec section 1 and the modID catalogue), each switched off
// and on again: what the API answers and what the site status tells the screens.
describe('site flags', () => {
  const flags = async (): Promise<Record<string, boolean>> => {
    const res = await t.request({ method: 'GET', url: '/wps/system/status', headers: DEMO });
    expect(res.statusCode).toBe(200);
    const { info } = json(res).value as { info: { whitelabel: unknown } };
    return flattenWhitelabel(info.whitelabel as Parameters<typeof flattenWhitelabel>[0]);
  };
  const errorOf = async (method: string, url: string, payload?: object, headers: object = {}) => {
    const res = await t.request({
      method,
      url,
      headers: { ...DEMO, ...headers },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, code: json(res).errorCode as string | undefined, res };
  };

  it('USERNAMEREG3 off: registering with a username is refused, with a mobile number is not', async () => {
    await setModule('USERNAMEREG3', false);
    try {
      expect((await flags()).USERNAMEREG3).toBe(false);
      expect((await errorOf('PUT', '/wps/member/register', {})).code).toBe(
        'function.not.available',
      );
      expect((await errorOf('PUT', '/wps/member/register/mobile', {})).code).not.toBe(
        'function.not.available',
      );
    } finally {
      await setModule('USERNAMEREG3', true);
    }
    expect((await flags()).USERNAMEREG3).toBe(true);
    expect((await errorOf('PUT', '/wps/member/register', {})).code).not.toBe(
      'function.not.available',
    );
  });

  it('AGENTPOLICY3 off: an agent cannot open, promote or re-rate downlines; it still sees them', async () => {
    const { token } = await signInAs(t.database.db, 'demoagent');
    const agent = { authorization: token };
    const downline = (account: string) => ({
      account,
      password: 'Secret123',
      type: 0,
      rebates: [],
    });
    const total = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/wps/agent/downlines',
        headers: { ...DEMO, ...agent },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (json(res).value as { total: number }).total;
    };
    const before = await total();
    await setModule('AGENTPOLICY3', false);
    try {
      expect((await flags()).AGENTPOLICY3).toBe(false);
      const refused = await errorOf('POST', '/wps/agent/downline', downline('policyoff01'), agent);
      expect(refused.status).toBe(400);
      expect(refused.code).toBe('function.not.available');
      for (const [method, url] of [
        ['PUT', '/wps/agent/promoteDownlineToAgent'],
        ['PUT', '/wps/agent/downlineRebates'],
      ] as const) {
        expect((await errorOf(method, url, {}, agent)).code, url).toBe('function.not.available');
      }
      expect(await total()).toBe(before);
    } finally {
      await setModule('AGENTPOLICY3', true);
    }
    const created = await errorOf('POST', '/wps/agent/downline', downline('policyon01'), agent);
    expect(created.status, created.res.body).toBe(200);
    expect(await total()).toBe(before + 1);
  });

  // Switches the API has no call of its own for: the screens read them from the status.
  it.each(['LOGINCOUNTRYCODE3', 'MOBILENUMPASSREG3', 'GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3'])(
    '%s is told to the screens off and on again',
    async (modId) => {
      expect((await flags())[modId]).toBe(true);
      await setModule(modId, false);
      try {
        expect((await flags())[modId]).toBe(false);
      } finally {
        await setModule(modId, true);
      }
      expect((await flags())[modId]).toBe(true);
    },
  );
});
