import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeRgbPng, PNG_SIGNATURE } from './png';

describe('encodeRgbPng', () => {
  it('writes signature, IHDR, IDAT with filtered rows, IEND and valid CRCs', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const png = encodeRgbPng(2, 2, rgb);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const chunks: { type: string; data: Buffer }[] = [];
    let offset = 8;
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('ascii');
      chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
      offset += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
  });

  it('refuses a buffer of the wrong size', () => {
    expect(() => encodeRgbPng(2, 2, new Uint8Array(5))).toThrow();
  });
});
