import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20';

describe('compressed answers', () => {
  it('sends a large JSON answer brotli- or gzip-compressed, as the client accepts', async () => {
    const plain = await t.request({ method: 'GET', url: LIST, headers: DEMO });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...DEMO, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );

    const gz = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...DEMO, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
