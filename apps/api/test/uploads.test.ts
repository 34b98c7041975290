// Uploaded images are decoded, not judged by their first bytes: a PNG with an HTML page after
// it (and inside a text chunk) keeps only its pixels, a signature followed by HTML is refused,
// a tiny PNG declaring 100,000 x 100,000 pixels is refused from its header with nothing
// stored, and a photo's EXIF GPS position is gone from what is stored and served. Feedback
// images and avatars here; withdrawal proofs in cashier.test.ts.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAvatars } from '../src/db/schema/member-account';
import { feedbackImages } from '../src/db/schema/player-content';
import {
  declaredPng,
  HTML,
  jpegWithGps,
  makeJpeg,
  makePng,
  pngWithHtml,
  signatureThenHtml,
} from './helpers/images';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTENT = 'The deposit page shows the wrong amount.';
const image = (bytes: Buffer, name: string, contentType = 'image/png') => ({
  name,
  contentType,
  data: bytes.toString('base64'),
});

const sendFeedback = (images: ReturnType<typeof image>[]) =>
  t.request({
    method: 'PUT',
    url: '/wps/feedback',
    headers: DEMO,
    payload: { questionType: 'OTHER', content: CONTENT, images },
  });

async function storedImages(feedbackId: string) {
  return t.database.db
    .select()
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, Number(feedbackId)));
}

const feedbackImageCount = async () =>
  (await t.database.db.select({ n: count() }).from(feedbackImages))[0]?.n ?? 0;

const htmlIn = (bytes: Buffer) =>
  bytes.includes(Buffer.from('<script')) || bytes.includes(Buffer.from('<html'));

const setAvatar = (token: string, bytes: Buffer) =>
  t.request({
    method: 'PUT',
    url: '/wps/member/info/icon',
    headers: { ...DEMO, authorization: token },
    payload: { image: bytes.toString('base64') },
  });

describe('feedback images', () => {
  it('keeps a normal PNG and JPEG as pictures of the same size', async () => {
    const png = await makePng(120, 90);
    const jpeg = await makeJpeg(100, 70);
    const res = await sendFeedback([image(png, 'a.png'), image(jpeg, 'b.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const { id } = json(res).value as { id: string };
    const rows = await storedImages(id);
    expect(rows.map((r) => r.contentType)).toEqual(['image/png', 'image/jpeg']);
    const [a, b] = await Promise.all(rows.map((r) => sharp(r.bytes).metadata()));
    expect([a?.format, a?.width, a?.height]).toEqual(['png', 120, 90]);
    expect([b?.format, b?.width, b?.height]).toEqual(['jpeg', 100, 70]);
    expect(rows[0]?.size).toBe(rows[0]?.bytes.length);
  });

  it('a PNG with an HTML page after it and in a text chunk: only the pixels are stored', async () => {
    const polyglot = await pngWithHtml();
    expect(polyglot.includes(Buffer.from(HTML))).toBe(true);
    const res = await sendFeedback([image(polyglot, 'page.png')]);
    expect(res.statusCode).toBe(200);
    const [row] = await storedImages((json(res).value as { id: string }).id);
    expect(row?.contentType).toBe('image/png');
    expect(htmlIn(row!.bytes)).toBe(false);
    const meta = await sharp(row!.bytes).metadata();
    expect([meta.width, meta.height, meta.comments]).toEqual([32, 32, undefined]);
  });

  it('a PNG signature followed by HTML is refused', async () => {
    const before = await feedbackImageCount();
    const res = await sendFeedback([image(signatureThenHtml(), 'page.png')]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      errorCode: 'feedback.image.invalid',
      message: 'page.png is not a PNG or JPEG image',
    });
    expect(await feedbackImageCount()).toBe(before);
  });

  it('a small PNG declaring 100,000 x 100,000 pixels is refused, nothing stored', async () => {
    const bomb = declaredPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    const before = await feedbackImageCount();
    const started = Date.now();
    const res = await sendFeedback([image(await makePng(), 'fine.png'), image(bomb, 'bomb.png')]);
    const ms = Date.now() - started;
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      errorCode: 'image.pixels.too.many',
      message: 'bomb.png is too large: at most 40 megapixels and 20000 pixels on a side',
      value: { maxMegapixels: 40, maxSide: 20_000 },
    });
    // Refused from its header: nothing of the feedback is kept, and it took no decoding time.
    expect(await feedbackImageCount()).toBe(before);
    expect(ms).toBeLessThan(5_000);
  });

  it('refuses a long side past the limit even under 40 megapixels', async () => {
    const res = await sendFeedback([image(declaredPng(20_001, 10), 'strip.png')]);
    expect(json(res).errorCode).toBe('image.pixels.too.many');
    const ok = await sendFeedback([image(declaredPng(2_000, 8), 'small.png')]);
    expect(ok.statusCode).toBe(200);
  });

  it('a truncated image is refused', async () => {
    const png = await makePng(200, 200);
    const res = await sendFeedback([image(png.subarray(0, png.length - 40), 'cut.png')]);
    expect(json(res).errorCode).toBe('feedback.image.invalid');
  });

  it('a JPEG loses its EXIF GPS position', async () => {
    const photo = await jpegWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    // The GPS directory's tag (0x8825) in either byte order, and the latitude written above.
    const gpsTag = (exif: Buffer | undefined) =>
      !!exif &&
      (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
    expect(gpsTag(sent.exif)).toBe(true);
    const res = await sendFeedback([image(photo, 'photo.jpg', 'image/jpeg')]);
    const [row] = await storedImages((json(res).value as { id: string }).id);
    const stored = await sharp(row!.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(row!.bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });
});

describe('avatars', () => {
  it('a normal upload is served as the stored picture with headers a browser cannot misread', async () => {
    const { token } = await createMember(t.database.db, 'upl_avatar1');
    const res = await setAvatar(token, await makePng(64, 64));
    expect(res.statusCode).toBe(200);
    const { url } = json(res).value as { url: string };
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="avatar.png"');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
  });

  it('a polyglot is served as the re-encoded picture only', async () => {
    const { token } = await createMember(t.database.db, 'upl_avatar2');
    const { url } = json(await setAvatar(token, await pngWithHtml())).value as { url: string };
    const served = await t.request({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(htmlIn(served.rawPayload)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(
      json(await setAvatar(token, signatureThenHtml())).errorCode,
      'a signature and HTML alone',
    ).toBe('avatar.invalid');
  });

  it('a pixel bomb is refused and the avatar stays as it was', async () => {
    const { token, member } = await createMember(t.database.db, 'upl_avatar3');
    const res = await setAvatar(token, declaredPng(100_000, 100_000));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'image.pixels.too.many' });
    const rows = await t.database.db
      .select()
      .from(memberAvatars)
      .where(eq(memberAvatars.memberId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('a photo comes back without its GPS position, upright and scaled to fit 512 pixels', async () => {
    const { token } = await createMember(t.database.db, 'upl_avatar4');
    // Taken sideways: EXIF orientation 6 says "turn 90 degrees to show".
    const photo = await sharp(await makeJpeg(1200, 800))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2976/100' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { url } = json(await setAvatar(token, photo)).value as { url: string };
    expect(url).toMatch(/\.jpg$/);
    const served = await t.request({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      341,
      512,
      undefined,
    ]);
  });
});
