// Real pictures for upload tests, made on the spot: small PNGs and JPEGs, a photo carrying an
// EXIF GPS position, a PNG with HTML after it, and a tiny PNG that declares 100,000 x 100,000
// pixels (written by hand: no encoder makes one).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A picture of `width` x `height` with some structure (a gradient and a disc), from raw pixels. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  const r = Math.min(width, height) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < r * r;
      const at = (y * width + x) * 3;
      pixels[at] = inside ? 255 : Math.round((x / width) * 200);
      pixels[at + 1] = inside ? 215 : 110;
      pixels[at + 2] = inside ? 176 : Math.round((y / height) * 235);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const makePng = (width = 64, height = 48): Promise<Buffer> =>
  picture(width, height).png().toBuffer();

export const makeJpeg = (width = 64, height = 48): Promise<Buffer> =>
  picture(width, height).jpeg({ quality: 90 }).toBuffer();

/** A PNG of random pixels, about `bytes` long (noise does not compress). */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A JPEG with an EXIF GPS position (and a camera make) in it. */
export async function jpegWithGps(): Promise<Buffer> {
  return picture(80, 60)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Locator 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2976/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid PNG header (IHDR) declaring `width` x `height`, 8-bit greyscale, a little data. */
export function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // The first rows' worth of zeros: a real decoder would go on asking for 10^10 pixels.
  const idat = deflateSync(Buffer.alloc(16 * 1024));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real PNG followed by an HTML page, and carrying the same page in a text chunk. */
export async function pngWithHtml(): Promise<Buffer> {
  const png = await makePng(32, 32);
  const iend = png.length - 12;
  const text = chunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(HTML)]);
}

/** Only a PNG signature, then an HTML page. */
export const signatureThenHtml = (): Buffer => Buffer.concat([SIGNATURE, Buffer.from(HTML)]);
