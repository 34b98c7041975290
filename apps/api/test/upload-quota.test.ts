// Quotas on stored uploads: bytes per source IP and per member, shared in the database and
// charged before the body is read; and memory comes back after large uploads.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng } from './helpers/images';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

const MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadQuota: { ipBytes: 4 * MB, memberBytes: 6 * MB } });
});
afterAll(() => t.close());

/** A real PNG (random pixels) of about `bytes` bytes, base64. */
const png = async (bytes: number): Promise<string> => (await noisyPng(bytes)).toString('base64');

const feedback = (ip: string, images: string[], token?: string) =>
  t.request({
    method: 'PUT',
    url: '/wps/feedback',
    remoteAddress: ip,
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
    payload: {
      questionType: 'OTHER',
      content: 'The deposit page shows the wrong amount.',
      images: images.map((data, i) => ({ name: `shot${i}.png`, contentType: 'image/png', data })),
    },
  });

describe('upload quotas', () => {
  it('per source IP: past the quota an upload is refused, other sources are not', async () => {
    const image = await png(1 * MB); // about 1.4 MB as base64
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await feedback('203.0.113.80', [image])).statusCode);
    expect(codes.slice(0, 2)).toEqual([200, 200]);
    expect(codes.slice(3)).toEqual([429]);
    const refused = await feedback('203.0.113.80', [image]);
    expect(json(refused)).toMatchObject({ errorCode: 'too.many.requests' });
    expect((await feedback('203.0.113.81', [image])).statusCode).toBe(200);
  });

  it('per member: the quota follows the member across sources', async () => {
    const { token } = await createMember(t.database.db, 'uploader01');
    const image = await png(1 * MB);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await feedback(`198.51.100.${90 + i}`, [image], token)).statusCode);
    }
    expect(codes.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
  });

  it('parallel uploads from one source cannot overshoot the quota together', async () => {
    const image = await png(MB);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => feedback('203.0.113.82', [image])),
    );
    const stored = answers.filter((r) => r.statusCode === 200).length;
    expect(stored).toBeLessThanOrEqual(3);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe('memory after large uploads', () => {
  it('returns to near where it was', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const large = await createTestApp({
      uploadQuota: { ipBytes: 500 * MB, memberBytes: 500 * MB },
    });
    try {
      const image = await png(2 * MB);
      const send = () =>
        large.request({
          method: 'PUT',
          url: '/wps/feedback',
          remoteAddress: '203.0.113.90',
          headers: DEMO,
          payload: {
            questionType: 'OTHER',
            content: 'Three large screenshots of the problem.',
            images: [image, image, image].map((data, i) => ({
              name: `big${i}.png`,
              contentType: 'image/png',
              data,
            })),
          },
        });
      expect((await send()).statusCode).toBe(200);
      const before = heap();
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
      const grown = (heap() - before) / MB;
      process.stdout.write(
        `[upload memory] heap after 3 uploads of 3 x 2 MB: ${grown.toFixed(1)} MB more\n`,
      );
      expect(grown).toBeLessThan(32);
    } finally {
      await large.close();
    }
  }, 180_000);
});
