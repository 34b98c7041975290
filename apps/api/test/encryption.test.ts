import { encryptPayload } from '@platform/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

let t: TestApp;
let modulus: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  modulus = res.body;
});
afterAll(async () => {
  await t.close();
});

const echo = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/dev/echo',
    headers: { ...DEMO, ...headers },
    payload: payload as object,
  });

describe('request encryption', () => {
  it('serves a 1024-bit modulus that stays the same across replicas sharing the database', async () => {
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    const replica = await wrapApp(
      await buildApp({ ...testLogOptions(), database: t.database }),
      t.database,
      async () => undefined,
    );
    const res = await replica.request({
      method: 'GET',
      url: '/wps/session/key/rsa',
      headers: DEMO,
    });
    expect(res.body).toBe(modulus);
    await replica.app.close();
  });

  it('round-trips: the decrypted payload reaches the handler', async () => {
    const payload = { message: 'héllo 中文 مرحبا', amount: '-12.50' };
    const enc = encryptPayload(payload, modulus);
    const res = await echo(enc.body, { encryption: enc.encryption });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, value: payload, message: null, errorCode: null });
  });

  it('validates the decrypted payload against the operation schema', async () => {
    const enc = encryptPayload({ message: 'x', amount: 'ten' }, modulus);
    const res = await echo(enc.body, { encryption: enc.encryption });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'request.param.err' });
    expect(json(res).message).toMatch(/amount/);
  });

  it('refuses a tampered Encryption header', async () => {
    const enc = encryptPayload({ message: 'secret' }, modulus);
    const tampered = (enc.encryption.startsWith('f') ? 'e' : 'f') + enc.encryption.slice(1);
    const res = await echo(enc.body, { encryption: tampered });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('encryption.invalid');
  });

  it('refuses a tampered ciphertext', async () => {
    const enc = encryptPayload({ message: 'secret' }, modulus);
    const res = await echo(
      { value: `A${enc.body.value.slice(1, -4)}AAAA` },
      { encryption: enc.encryption },
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('encryption.invalid');
  });

  it('refuses a plaintext body, with or without a header', async () => {
    const enc = encryptPayload({ message: 'hi' }, modulus);
    for (const headers of [{}, { encryption: enc.encryption }] as Record<string, string>[]) {
      const res = await echo({ message: 'hi' }, headers);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('encryption.invalid');
    }
  });

  it('refuses a missing or malformed header and extra body fields', async () => {
    const enc = encryptPayload({ message: 'hi' }, modulus);
    for (const [body, headers] of [
      [enc.body, {}],
      [enc.body, { encryption: 'not-hex' }],
      [{ ...enc.body, extra: 1 }, { encryption: enc.encryption }],
      [{ value: 42 }, { encryption: enc.encryption }],
    ] as const) {
      const res = await echo(body, headers);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('encryption.invalid');
    }
  });

  it('refuses the Encryption header sent twice', async () => {
    const enc = encryptPayload({ message: 'hi' }, modulus);
    const res = await t.request({
      method: 'POST',
      url: '/dev/echo',
      headers: { ...DEMO, encryption: [enc.encryption, enc.encryption] },
      payload: enc.body,
    });
    expect(json(res).errorCode).toBe('encryption.invalid');
  });
});
