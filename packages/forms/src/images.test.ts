import { describe, expect, it } from 'vitest';
import { checkImages, MAX_IMAGE_BYTES, toBase64 } from './images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, type: string, head: number[], size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

describe('checkImages', () => {
  it('accepts PNG and JPG up to 5 MB and at most three in all', async () => {
    const picked = [
      file('a.png', 'image/png', PNG),
      file('b.jpg', 'image/jpeg', JPEG),
      file('c.png', 'image/png', PNG),
      file('d.png', 'image/png', PNG),
    ];
    const { accepted, refused } = await checkImages(0, picked);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.png']);
    expect(refused).toEqual([{ reason: 'count', name: 'd.png' }]);
    const more = await checkImages(3, [file('e.png', 'image/png', PNG)]);
    expect(more.refused).toEqual([{ reason: 'count', name: 'e.png' }]);
  });

  it('refuses a file over 5 MB, another type, and a renamed file whose bytes are not an image', async () => {
    const { accepted, refused } = await checkImages(0, [
      file('big.png', 'image/png', PNG, 6 * 1024 * 1024),
      file('edge.png', 'image/png', PNG, MAX_IMAGE_BYTES),
      file('anim.gif', 'image/gif', [0x47, 0x49, 0x46]),
      file('fake.png', 'image/png', [0x3c, 0x73, 0x76, 0x67]),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['edge.png']);
    expect(refused).toEqual([
      { reason: 'size', name: 'big.png' },
      { reason: 'type', name: 'anim.gif' },
      { reason: 'type', name: 'fake.png' },
    ]);
  });

  it('encodes files as base64', async () => {
    expect(await toBase64(new File([new Uint8Array([1, 2, 3, 250])], 'x'))).toBe('AQID+g==');
  });
});
