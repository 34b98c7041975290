import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackImages } from '../src/db/schema/player-content';
import { makeJpeg, makePng, noisyPng } from './helpers/images';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const file = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
const image = (bytes: Buffer, name = 'shot.png', contentType = 'image/png') => ({
  name,
  contentType,
  data: bytes.toString('base64'),
});

const send = (payload: unknown, headers: Record<string, string> = DEMO) =>
  t.request({ method: 'PUT', url: '/wps/feedback', headers, payload: payload as object });

const CONTENT = 'My deposit has not arrived after an hour.';

describe('PUT /wps/feedback', () => {
  it('publishes its limits', async () => {
    const res = await t.request({ method: 'GET', url: '/wps/feedback/config', headers: DEMO });
    expect(json(res).value).toMatchObject({
      minLength: 10,
      maxLength: 500,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
  });

  it('stores feedback with up to three images, recording the member when signed in', async () => {
    const token = await signIn(t);
    const large = await noisyPng(4 * 1024 * 1024);
    expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(large.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const res = await send(
      {
        questionType: 'DEPOSIT',
        content: `  ${CONTENT}  `,
        images: [
          image(await makePng(40, 30)),
          image(await makeJpeg(300, 200), 'receipt.jpg', 'image/jpeg'),
          image(large, 'large.png'),
        ],
      },
      { ...DEMO, authorization: token },
    );
    expect(res.statusCode).toBe(200);
    const value = json(res).value as { id: string; imageCount: number };
    expect(value.imageCount).toBe(3);
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, Number(value.id)));
    expect(row).toMatchObject({ questionType: 'DEPOSIT', content: CONTENT });
    expect(row?.memberId).not.toBeNull();
    const images = await t.database.db
      .select()
      .from(feedbackImages)
      .where(eq(feedbackImages.feedbackId, Number(value.id)));
    // Stored re-encoded (uploads.test.ts checks what that removes); sizes are what is stored.
    expect(images.map((i) => [i.name, i.contentType, i.size === i.bytes.length])).toEqual([
      ['shot.png', 'image/png', true],
      ['receipt.jpg', 'image/jpeg', true],
      ['large.png', 'image/png', true],
    ]);
    expect(images[1]?.bytes.subarray(0, 3)).toEqual(JPEG_HEAD.subarray(0, 3));
    expect(images[2]?.bytes.subarray(0, 8)).toEqual(PNG_HEAD);
  });

  it('works for visitors too', async () => {
    const res = await send({ questionType: 'OTHER', content: CONTENT });
    expect(json(res).value).toMatchObject({ imageCount: 0 });
  });

  it('refuses empty or out-of-bounds content', async () => {
    const empty = await send({ questionType: 'GAME', content: '   ' });
    expect(json(empty)).toMatchObject({
      errorCode: 'feedback.content.invalid',
      message: 'Please enter content',
    });
    const short = await send({ questionType: 'GAME', content: 'too short' });
    expect(json(short).errorCode).toBe('feedback.content.invalid');
    const long = await send({ questionType: 'GAME', content: 'x'.repeat(501) });
    expect(json(long).errorCode).toBe('feedback.content.invalid');
  });

  it('refuses an image over 5 MB, a fourth image, and files that are not PNG or JPEG', async () => {
    const png = await makePng();
    const big = await send({
      questionType: 'APPLICATION',
      content: CONTENT,
      images: [image(file(PNG_HEAD, 6 * 1024 * 1024))],
    });
    expect(big.statusCode).toBe(400);
    expect(json(big).errorCode).toBe('feedback.image.too.large');
    const four = await send({
      questionType: 'APPLICATION',
      content: CONTENT,
      images: Array.from({ length: 4 }, () => image(Buffer.from(png))),
    });
    expect(four.statusCode).toBe(400);
    expect(json(four).errorCode).toBe('request.param.err');
    const gif = await send({
      questionType: 'APPLICATION',
      content: CONTENT,
      images: [image(Buffer.from('GIF89a0000000000'), 'x.png')],
    });
    expect(json(gif)).toMatchObject({ errorCode: 'feedback.image.invalid' });
    const svg = await send({
      questionType: 'APPLICATION',
      content: CONTENT,
      images: [image(Buffer.from('<svg onload="alert(1)"/>'), 'x.png')],
    });
    expect(json(svg).errorCode).toBe('feedback.image.invalid');
    const wrongType = await send({
      questionType: 'APPLICATION',
      content: CONTENT,
      images: [{ ...image(png), contentType: 'image/gif' }],
    });
    expect(json(wrongType).errorCode).toBe('request.param.err');
    const unknownQuestion = await send({ questionType: 'LOTTERY', content: CONTENT });
    expect(json(unknownQuestion).errorCode).toBe('request.param.err');
  });
});
