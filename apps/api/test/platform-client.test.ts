// The apps' own typed client (generated from the contract, with its header and encryption
// middleware) talking to the reference API: the two ends of the contract meet here.
import { createPlatformClient, unwrap, type PlatformClient } from '@platform/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: PlatformClient;

/** A fetch that hands the client's Request to app.inject and checks the answer against the contract. */
function injectFetch(app: TestApp['app']) {
  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const body = req.method === 'GET' ? undefined : await req.text();
    const res = await app.inject({
      method: req.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(req.headers),
      ...(body ? { payload: body } : {}),
    });
    expectContract(req.method, url.pathname + url.search, res);
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
    return new Response(res.body, { status: res.statusCode, headers });
  };
}

beforeAll(async () => {
  t = await createTestApp();
  api = createPlatformClient({
    baseUrl: 'http://platform.test',
    merchant: 'demo',
    getLanguage: () => 'EN',
    fetch: injectFetch(t.app),
  });
});
afterAll(() => t.close());

describe('the generated client against the reference API', () => {
  it('reads the site status through the envelope', async () => {
    const status = await unwrap(api.GET('/wps/system/status'));
    expect(status.status).toBe(0);
    expect(status.info.supportLanguages).toContain('AR');
  });

  it('encrypts an x-encrypted call with the server RSA key and gets the plaintext back', async () => {
    const payload = { message: 'round trip 中文 العربية', amount: '1234.56' };
    await expect(unwrap(api.POST('/dev/echo', { body: payload }))).resolves.toEqual(payload);
  });

  it('still validates the decrypted payload against the contract', async () => {
    const bad = { message: 'x', amount: '12.345' };
    await expect(unwrap(api.POST('/dev/echo', { body: bad }))).rejects.toMatchObject({
      kind: 'api',
      status: 400,
      errorCode: 'request.param.err',
    });
  });

  it('surfaces a wrong merchant as an ApiError with the upstream code', async () => {
    const other = createPlatformClient({
      baseUrl: 'http://platform.test',
      merchant: 'nobody',
      fetch: injectFetch(t.app),
    });
    await expect(unwrap(other.GET('/wps/system/country'))).rejects.toMatchObject({
      status: 400,
      errorCode: 'merchant.acct.setup.err',
    });
  });
});
