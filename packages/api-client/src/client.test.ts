import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from './client';
import { decryptPayload } from './crypto/codec';
import { unwrap } from './envelope';
import { ApiError } from './errors';

const B = 'http://api.test';

const ok = (value: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const fail = (errorCode: string, message: string, status = 200, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, message, errorCode }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function recordingFetch(respond: (req: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (req: Request) => {
    requests.push(req.clone());
    return respond(req);
  });
  return { fetch, requests };
}

describe('createPlatformClient headers', () => {
  it('sends Merchant exactly once, the raw token, language, device and gateway version', async () => {
    const { fetch, requests } = recordingFetch(() => ok([]));
    const api = createPlatformClient({
      baseUrl: B,
      merchant: 'demo',
      getToken: () => 'tok123',
      getLanguage: () => 'AR',
      fetch,
    });
    await unwrap(api.GET('/wps/system/country', { headers: { Merchant: 'other' } }));
    const h = requests[0]!.headers;
    expect(h.get('Merchant')).toBe('demo');
    expect(h.get('Authorization')).toBe('tok123');
    expect(h.get('Language')).toBe('AR');
    expect(h.get('Device')).toBe('web');
    expect(h.get('X-Gateway-Version')).toBe('3');
  });

  it('sends no Authorization without a session', async () => {
    const { fetch, requests } = recordingFetch(() => ok([]));
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', getToken: () => null, fetch });
    await unwrap(api.GET('/wps/system/country'));
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('builds query strings from typed params', async () => {
    const { fetch, requests } = recordingFetch(() => ok([]));
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch });
    await unwrap(
      api.GET('/wps/system/helpCenter', { params: { query: { lang: 'CN', device: 'WEB' } } }),
    );
    expect(requests[0]!.url).toBe('http://api.test/wps/system/helpCenter?lang=CN&device=WEB');
  });
});

describe('envelope and errors', () => {
  it('returns value on success', async () => {
    const { fetch } = recordingFetch(() =>
      ok([{ countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' }]),
    );
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch });
    const countries = await unwrap(api.GET('/wps/system/country'));
    expect(countries[0]?.countryDialingCode).toBe('84');
  });

  it('throws ApiError with errorCode, message and status on success:false, even with HTTP 200', async () => {
    const { fetch } = recordingFetch(() =>
      fail('function.not.available', 'off', 200, { captcha: true }),
    );
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch });
    const error = await unwrap(api.GET('/wps/system/country')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'api',
      errorCode: 'function.not.available',
      message: 'off',
      status: 200,
      value: { captcha: true },
    });
  });

  it('throws on an HTTP 400 envelope', async () => {
    const { fetch } = recordingFetch(() => fail('request.param.err', 'lang is required', 400));
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch });
    await expect(unwrap(api.GET('/wps/system/country'))).rejects.toMatchObject({
      status: 400,
      errorCode: 'request.param.err',
    });
  });

  it('raises the session-expired signal and a session error on HTTP 401', async () => {
    const { fetch } = recordingFetch(() => fail('user.token.expired', 'expired', 401));
    const onSessionExpired = vi.fn();
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch, onSessionExpired });
    await expect(unwrap(api.GET('/wps/system/country'))).rejects.toMatchObject({
      kind: 'session',
      errorCode: 'user.token.expired',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('tells a network failure from a timeout', async () => {
    const down = createPlatformClient({
      baseUrl: B,
      merchant: 'demo',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unwrap(down.GET('/wps/system/country'))).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });

    const slow = createPlatformClient({
      baseUrl: B,
      merchant: 'demo',
      timeoutMs: 30,
      fetch: (req) =>
        new Promise<Response>((_, reject) =>
          req.signal.addEventListener('abort', () => reject(req.signal.reason)),
        ),
    });
    await expect(unwrap(slow.GET('/wps/system/country'))).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('keeps a caller cancellation an abort, not a network error', async () => {
    const api = createPlatformClient({
      baseUrl: B,
      merchant: 'demo',
      fetch: (req) =>
        new Promise<Response>((_, reject) => {
          if (req.signal.aborted) reject(req.signal.reason);
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
    });
    const controller = new AbortController();
    const call = unwrap(api.GET('/wps/system/country', { signal: controller.signal }));
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('encryption middleware', () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
  });
  const jwk = privateKey.export({ format: 'jwk' });
  const big = (s: string) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`);
  const key = { n: big(jwk.n as string), d: big(jwk.d as string) };

  it('encrypts bodies of x-encrypted operations only, fetching the RSA key once', async () => {
    const { fetch, requests } = recordingFetch(async (req) => {
      if (req.url.endsWith('/wps/session/key/rsa')) return new Response(key.n.toString(16));
      return ok(await req.clone().json());
    });
    const api = createPlatformClient({ baseUrl: B, merchant: 'demo', fetch });
    const payload = { message: 'hello', amount: '12.50' };
    await unwrap(api.POST('/dev/echo', { body: payload }));
    await unwrap(api.POST('/dev/echo', { body: payload }));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(requests.filter((r) => r.url.endsWith('/wps/session/key/rsa'))).toHaveLength(1);
    const wire = (await posts[0]!.json()) as { value: string };
    expect(Object.keys(wire)).toEqual(['value']);
    expect(decryptPayload(wire.value, posts[0]!.headers.get('Encryption')!, key)).toEqual(payload);

    await unwrap(
      api.PATCH('/dev/merchant/settings', { body: { maintenance: { enabled: false } } }),
    );
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.headers.has('Encryption')).toBe(false);
    expect(await patch.json()).toEqual({ maintenance: { enabled: false } });
  });
});
