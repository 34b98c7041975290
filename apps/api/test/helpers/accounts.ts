// Helpers of the account tests: encrypted calls, the human check, captchas, the outbox.
import { encryptPayload } from '@platform/api-client/crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BuildAppOptions } from '../../src/app';
import { type AltchaChallenge, solveAltcha } from '../../src/domain/captcha';
import { createTestApp, DEMO, json, type TestApp } from './test-app';

export type Body = Record<string, unknown>;

export function accountClient(t: TestApp) {
  let modulus: string | null = null;
  const key = async () =>
    (modulus ??= (await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: DEMO }))
      .body);

  async function encrypted(
    method: 'POST' | 'PUT',
    url: string,
    payload: Body,
    headers: Record<string, string> = {},
  ) {
    const enc = encryptPayload(payload, await key());
    return t.request({
      method,
      url,
      headers: { ...DEMO, ...headers, encryption: enc.encryption },
      payload: enc.body,
    });
  }

  async function altcha(): Promise<string> {
    await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { security: { humanCheckMaxNumber: 2000 } },
    });
    const res = await t.request({ method: 'GET', url: '/wps/captcha/altcha', headers: DEMO });
    return solveAltcha(json(res).value as AltchaChallenge);
  }

  /** A captcha bound to a cookie; the test app's captchaText makes the answer known. */
  async function captchaCookie(): Promise<string> {
    const res = await t.request({ method: 'GET', url: '/wps/captcha', headers: DEMO });
    const cookie = res.cookies.find((c) => c.name === 'captchaId');
    if (!cookie) throw new Error('no captcha cookie');
    return `captchaId=${cookie.value}`;
  }

  const login = (payload: Body, headers: Record<string, string> = {}) =>
    encrypted('POST', '/wps/session/login', payload, headers);

  async function tokenOf(username: string, password: string, extra: Body = {}): Promise<string> {
    const res = await login({ username, password, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return (json(res).value as { token: string }).token;
  }

  async function lastCode(recipient: string): Promise<string> {
    const res = await t.request({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
      headers: DEMO,
    });
    const body = (json(res).value as { body: string }[])[0]?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return code;
  }

  async function outboxCount(recipient: string): Promise<number> {
    const res = await t.request({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
      headers: DEMO,
    });
    return (json(res).value as unknown[]).length;
  }

  const post = (url: string, payload: Body, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, headers: { ...DEMO, ...headers }, payload });

  async function createMember(payload: Body): Promise<number> {
    const res = await post('/dev/members', payload);
    expect(res.statusCode, res.body).toBe(200);
    return (json(res).value as { id: number }).id;
  }

  const patch = (payload: Body) =>
    t.request({ method: 'PATCH', url: '/dev/merchant/settings', headers: DEMO, payload });
  const info = (token: string) =>
    t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...DEMO, authorization: token },
    });

  return {
    encrypted,
    altcha,
    captchaCookie,
    login,
    tokenOf,
    lastCode,
    outboxCount,
    post,
    createMember,
    patch,
    info,
  };
}

export const errorOf = (res: LightMyRequestResponse) =>
  json(res) as { errorCode: string; value: Body | null; message: string };

export type AccountClient = ReturnType<typeof accountClient>;

/** The instant the account tests start at; each file moves its own clock from here. */
export const ACCOUNTS_START = Date.UTC(2026, 10, 21, 12, 0, 0);

/**
 * Builds a seeded app before the file's tests and closes it after them, and hands it with an
 * account client to `ready`. `ipVerification: false` switches the unknown-IP check off.
 */
export function setUpAccountApp(
  options: Partial<BuildAppOptions> & { ipVerification?: boolean },
  ready: (t: TestApp, c: AccountClient) => void,
): void {
  const { ipVerification, ...appOptions } = options;
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(appOptions);
    const client = accountClient(app);
    if (ipVerification === false) await client.patch({ modules: { LOGINIPVERF3: false } });
    ready(app, client);
  });
  afterAll(() => app?.close());
}
