// No input makes the API answer 500: text PostgreSQL cannot store (NUL, lone surrogates) is
// refused at validation, ids are bounded by their columns, and the answers Node itself writes
// (bad request line, headers too large) are in the envelope too.
import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, accountClient } from './helpers/accounts';
import { signIn } from './helpers/sign-in';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let c: AccountClient;

beforeAll(async () => {
  t = await createTestApp({ captchaText: () => 'ABCD' });
  c = accountClient(t);
});
afterAll(async () => {
  await t.close();
});

const refused = (res: LightMyRequestResponse, field?: RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = json(res);
  expect(body).toMatchObject({ success: false, value: null, errorCode: 'request.param.err' });
  if (field) expect(body.message).toMatch(field);
};

describe('text PostgreSQL cannot store', () => {
  it('a NUL in a public query parameter', async () => {
    refused(
      await t.request({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameName=a%00b',
        headers: DEMO,
      }),
      /gameName.*cannot be stored/,
    );
    refused(
      await t.request({ method: 'GET', url: '/wps/agent/affiliate?code=%00', headers: DEMO }),
    );
  });

  it('a NUL or a lone surrogate in the login username (encrypted body, after decryption)', async () => {
    refused(await c.login({ username: 'demo\u0000player', password: 'Demo1234' }), /username/);
    refused(await c.login({ username: 'demo\ud800player', password: 'Demo1234' }), /username/);
    // The same account still signs in.
    expect((await c.login({ username: 'demoplayer', password: 'Demo1234' })).statusCode).toBe(200);
  });

  it('a NUL in a registration field', async () => {
    const cookie = await c.captchaCookie();
    const res = await c.encrypted(
      'PUT',
      '/wps/member/register',
      {
        captcha: 'ABCD',
        altcha: await c.altcha(),
        registerMethod: 'WEB',
        username: 'nul01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '65',
        mobileNum: '81119999',
        payeeName: 'A\u0000B',
      },
      { cookie },
    );
    refused(res, /payeeName/);
  });

  it('a NUL in anonymous feedback, as a value and as a key', async () => {
    const content = 'My deposit has not arrived\u0000 after an hour.';
    refused(
      await t.request({
        method: 'PUT',
        url: '/wps/feedback',
        headers: DEMO,
        payload: { questionType: 'DEPOSIT', content },
      }),
      /content/,
    );
    refused(
      await t.request({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { ...DEMO, 'content-type': 'application/json' },
        payload: '{"questionType":"DEPOSIT","content":"My deposit has not arrived.","x\\u0000":1}',
      }),
    );
  });

  it('a NUL in a chat message', async () => {
    const token = await signIn(t);
    refused(
      await t.request({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: { ...DEMO, authorization: token },
        payload: { content: 'hello\u0000' },
      }),
      /content/,
    );
  });
});

describe('ids bounded by their columns', () => {
  it('a game icon id beyond a 32-bit integer is 400, not 500', async () => {
    refused(await t.request({ method: 'GET', url: '/cdn/games/99999999999.svg' }));
    refused(await t.request({ method: 'GET', url: '/cdn/games/2147483648.svg' }));
    const max = await t.request({ method: 'GET', url: '/cdn/games/2147483647.svg' });
    expect([200, 404]).toContain(max.statusCode);
  });

  it('a game launch id beyond a 32-bit integer is 400', async () => {
    const token = await signIn(t);
    refused(
      await t.request({
        method: 'GET',
        url: '/wps/game/launchGame?launchMode=GLS&nodeId=99999999999',
        headers: { ...DEMO, authorization: token },
      }),
      /nodeId/,
    );
  });
});

describe('answers Node writes itself', () => {
  let base: { port: number };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = t.app.server.address() as { port: number };
  });

  const raw = (text: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = connect(base.port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.setEncoding('latin1');
      socket.on('data', (d) => (out += d));
      socket.on('end', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });

  const envelopeOf = (answer: string) => {
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/content-type: application\/json/i);
    return JSON.parse(body ?? '') as Record<string, unknown>;
  };

  it('a malformed request line -> 400 in the envelope', async () => {
    const answer = await raw('GARBAGE / HTTP/9\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(envelopeOf(answer)).toMatchObject({
      success: false,
      value: null,
      errorCode: 'request.param.err',
    });
  });

  it('headers too large -> 431 in the envelope', async () => {
    const answer = await raw(
      `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: demo\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(envelopeOf(answer)).toMatchObject({ success: false, errorCode: 'request.param.err' });
  });

  it('a bad content encoding, a bad charset and a body too large are envelopes', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`http://127.0.0.1:${base.port}/wps/feedback`, {
        method: 'PUT',
        headers: { merchant: 'demo', ...headers },
        body,
      });
    for (const res of [
      await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"a":'),
      await post({ 'content-type': 'application/json; charset=utf-7' }, '{}'),
      await post({ 'content-type': 'application/octet-stream' }, 'x'),
      await post({ 'content-type': 'application/json' }, `"${'a'.repeat(300 * 1024)}"`),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.param.err' });
    }
  });
});
