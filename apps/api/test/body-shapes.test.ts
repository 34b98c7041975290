// Bodies of any shape: JSON nesting deeper than MAX_JSON_DEPTH is answered 400 in the envelope
// before any handler runs (plain JSON and the plaintext of encrypted bodies), in development
// and in production mode; the storable-text rule still finds a bad string at the deepest
// allowed level.
import { desEncrypt, randomKey, rsaEncryptKey } from '@platform/api-client/crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/http/json-depth';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

/** `{"a":{"a":...1...}}` nesting `depth` objects, written as text (no recursion). */
const deepObject = (depth: number, leaf = '1'): string =>
  '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

const tooDeep = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(json(res)).toMatchObject({
    success: false,
    value: null,
    errorCode: 'request.param.err',
    message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
  });
};

const JSON_TYPE = { ...DEMO, 'content-type': 'application/json' };

for (const mode of ['development', 'production'] as const) {
  describe(`deeply nested JSON, ${mode} mode`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        mode === 'production' ? { devEndpoints: false, production: true } : {},
      );
    });
    afterAll(async () => {
      await t.close();
    });

    it('a 20,000-deep body is 400 on PUT /wps/feedback and POST /demo-games/api/round', async () => {
      for (const [method, url] of [
        ['PUT', '/wps/feedback'],
        ['POST', '/demo-games/api/round'],
      ] as const) {
        tooDeep(await t.request({ method, url, headers: JSON_TYPE, payload: deepObject(20_000) }));
        tooDeep(await t.request({ method, url, headers: JSON_TYPE, payload: deepArray(20_000) }));
        // Inside an otherwise valid body, too.
        tooDeep(
          await t.request({
            method,
            url,
            headers: JSON_TYPE,
            payload: `{"questionType":"DEPOSIT","content":"Where is my deposit?","x":${deepObject(20_000)}}`,
          }),
        );
      }
    });

    it('one level more than the limit is refused, the limit itself is not', async () => {
      const body = (depth: number) =>
        `{"questionType":"DEPOSIT","content":"Where is my deposit?","x":${deepObject(depth - 1)}}`;
      tooDeep(
        await t.request({
          method: 'PUT',
          url: '/wps/feedback',
          headers: JSON_TYPE,
          payload: body(MAX_JSON_DEPTH + 1),
        }),
      );
      const atLimit = await t.request({
        method: 'PUT',
        url: '/wps/feedback',
        headers: JSON_TYPE,
        payload: body(MAX_JSON_DEPTH),
      });
      expect(atLimit.statusCode, atLimit.body).toBe(200);
    });

    it('the plaintext of an encrypted body is held to the same limit', async () => {
      const hex = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
        .body;
      const key = randomKey(16);
      const res = await t.request({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...DEMO, encryption: rsaEncryptKey(key, hex) },
        payload: { value: desEncrypt(deepObject(20_000, '"x"'), key) },
      });
      tooDeep(res);
    });
  });
}

describe('the walks over request data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a NUL at the deepest allowed level is still found and named', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/wps/feedback',
      headers: JSON_TYPE,
      payload: `{"questionType":"DEPOSIT","content":"Where is my deposit?","x":${deepObject(MAX_JSON_DEPTH - 1, '"a\\u0000"')}}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toMatch(/body field "x(\.a){63}" contains a character/);
  });

  it('names the first unstorable string in document order, through arrays and keys', async () => {
    const send = async (x: string) => {
      const res = await t.request({
        method: 'PUT',
        url: '/wps/feedback',
        headers: JSON_TYPE,
        payload: `{"questionType":"DEPOSIT","content":"Where is my deposit?","x":${x}}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      return json(res).message as string;
    };
    // A value inside an array comes before a later sibling's key.
    expect(await send('{"list":["fine",{"b":"\\ud800"}],"bad\\u0000":1}')).toMatch(
      /body field "x\.list\.1\.b" contains a character/,
    );
    // Depth first: a nested value comes before a later key one level up.
    expect(await send('{"a":{"deep":"\\u0000"},"b\\u0000":1}')).toMatch(
      /body field "x\.a\.deep" contains a character/,
    );
  });

  it('nestsDeeperThan measures containers without recursion', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestsDeeperThan([{ a: [1, 2] }, 3], 3)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(deepArray(200_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});
