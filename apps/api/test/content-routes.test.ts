import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content routes', () => {
  it('refuse bodies of response-only media types', async () => {
    for (const type of ['text/html', 'text/event-stream', 'text/javascript']) {
      const res = await t.request({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: { ...DEMO, 'content-type': type },
        payload: '<b>x</b>',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('take a feedback body above the global limit (three images)', async () => {
    const data = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(4 * 1024 * 1024),
    ]).toString('base64');
    const res = await t.request({
      method: 'PUT',
      url: '/wps/feedback',
      headers: DEMO,
      payload: {
        questionType: 'GAME',
        content: 'A game froze during a bonus round.',
        images: [1, 2, 3].map((n) => ({ name: `${n}.png`, contentType: 'image/png', data })),
      },
    });
    expect(json(res).value).toMatchObject({ imageCount: 3 });
  });
});
