import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng } from './helpers/images';
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
    // Real images (uploads are decoded), each about 4 MiB: well above the global limit together.
    const data = (await noisyPng(4 * 1024 * 1024)).toString('base64');
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
