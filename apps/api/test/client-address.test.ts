// The client's address cannot be claimed. By default no proxy is trusted, so X-Forwarded-For
// from any peer, loopback included (where the measured attacks came from: inject's peer is
// 127.0.0.1), changes nothing: the captcha after failed sign-ins, the rate limit, the upload
// quota per address and IP verification all count the connection's own address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, errorOf, setUpAccountApp } from './helpers/accounts';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

const MB = 1024 * 1024;
const claimed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });

let t: TestApp;
let c: AccountClient;
// The default configuration: no trustProxy given.
setUpAccountApp(
  { captchaText: () => 'ABCD', uploadQuota: { ipBytes: 3 * MB, memberBytes: 100 * MB } },
  (app, client) => {
    t = app;
    c = client;
  },
);

describe('a spoofed X-Forwarded-For from an untrusted peer changes nothing', () => {
  it('the captcha after failed sign-ins from one address', async () => {
    await c.patch({ security: { captchaAfterAccountFailures: 1000, captchaAfterIpFailures: 3 } });
    for (let i = 0; i < 3; i++) {
      const res = await c.login({ username: `nobody${i}`, password: 'Wrong1234' }, claimed(i));
      expect(errorOf(res).errorCode).toBe('login.cred.err');
    }
    // A new name and a new claimed address: still the same source, so the captcha is due.
    const next = await c.login({ username: 'nobody9', password: 'Wrong1234' }, claimed(9));
    expect(next.statusCode).toBe(400);
    expect(errorOf(next).errorCode).toBe('captcha.required');
    await c.patch({ security: { captchaAfterAccountFailures: 3, captchaAfterIpFailures: 20 } });
  });

  it('the upload quota per address', async () => {
    // About 1.4 MB of base64 each: the third passes a 3 MB quota, whatever address it claims.
    const image = Buffer.alloc(MB, 7).toString('base64');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { ...DEMO, ...claimed(i) },
        payload: {
          questionType: 'OTHER',
          content: 'The deposit page shows the wrong amount.',
          images: [{ name: 'shot.png', contentType: 'image/png', data: image }],
        },
      });
      statuses.push(res.statusCode);
    }
    // The quota is charged before the body is read (whatever becomes of the image).
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it('IP verification: a claimed known address is not known', async () => {
    await c.createMember({
      username: 'claimer1',
      password: 'Secret123',
      email: 'claimer1@example.test',
      knownIps: ['198.51.100.60'],
    });
    const res = await c.login(
      { username: 'claimer1', password: 'Secret123' },
      { 'x-forwarded-for': '198.51.100.60' },
    );
    expect(errorOf(res).errorCode).toBe('login_verify_required');
    // The connection's own address is what is known: claiming another one does not matter.
    await c.createMember({
      username: 'claimer2',
      password: 'Secret123',
      email: 'claimer2@example.test',
      knownIps: ['127.0.0.1'],
    });
    const own = await c.login(
      { username: 'claimer2', password: 'Secret123' },
      { 'x-forwarded-for': '203.0.113.200' },
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('the rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { max: 3, captchaMax: 3 } });
  });
  afterAll(() => limited.close());

  it('is not reset by a rotating X-Forwarded-For, from loopback or from anywhere else', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      let admitted = 0;
      for (let i = 0; i < 10; i++) {
        const res = await limited.request({
          method: 'GET',
          url: '/no/such/route',
          remoteAddress,
          headers: claimed(i),
        });
        if (res.statusCode !== 429) admitted++;
      }
      expect(admitted, remoteAddress).toBe(3);
    }
  });
});
