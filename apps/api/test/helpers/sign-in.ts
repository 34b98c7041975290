// Signs a member in through the encrypted login call and returns the token.
import { encryptPayload } from '@platform/api-client/crypto';
import { expect } from 'vitest';
import { DEMO, json, type TestApp } from './test-app';

export async function signIn(
  t: TestApp,
  username = 'demoplayer',
  password = 'Demo1234',
): Promise<string> {
  const modulus = (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
    .body;
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  const res = await t.request({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...DEMO, encryption: enc.encryption },
    payload: enc.body,
  });
  expect(res.statusCode).toBe(200);
  return (json(res).value as { token: string }).token;
}
