// Uploaded pictures (feedback images, withdrawal proofs, avatars) are decoded, not judged by
// their first bytes. An upload is kept only when:
// - it starts like a PNG or a JPEG (only those two decoders are ever handed the bytes: every
//   other image loader of the library is blocked, so an SVG or a TIFF is never parsed);
// - its header declares at most MAX_IMAGE_PIXELS pixels and MAX_IMAGE_SIDE on each side, read
//   before a single pixel is decoded (a 20 KB file may declare 100,000 x 100,000);
// - it decodes completely (a truncated or corrupt file is refused);
// and what is stored is a fresh encoding of the decoded pixels in the same format (PNG stays
// PNG, JPEG stays JPEG), turned upright by its EXIF orientation. So nothing of the sent file
// survives but its pixels: no trailing HTML after the image, no text chunks, no EXIF (GPS
// position, camera serial), no ICC profile (colours are converted to sRGB).
//
// Cost on a 2-core replica: the library runs one thread per image (its default on glibc),
// keeps no operation cache (an upload is never decoded twice), and at most
// DECODES_AT_ONCE images are decoded at a time in this process, the others wait their turn,
// so uploads cannot take every thread of Node's pool from password hashing and compression.
// Measured (scripts/benchmark-uploads.ts, apps/api/README.md): a 40-megapixel JPEG takes about
// 0.2 s and under 100 MB of memory while it is decoded and encoded again.
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../kernel';

/** The largest image accepted, in pixels (width x height): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side accepted, in pixels (a long scrolling screenshot fits). */
export const MAX_IMAGE_SIDE = 20_000;
const DECODES_AT_ONCE = 2;

sharp.cache(false);
sharp.concurrency(1);
// Only the PNG and JPEG loaders may run, whatever the bytes claim to be.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadPngBuffer', 'VipsForeignLoadJpegBuffer'] });

export type ImageType = 'image/png' | 'image/jpeg';

export interface DecodedImage {
  contentType: ImageType;
  /** The re-encoded picture: the only bytes ever stored. */
  bytes: Buffer;
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type the first bytes claim, or null when they are neither PNG nor JPEG. */
function claimedType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than DECODES_AT_ONCE decodes are running (first come, first served). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODES_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export interface DecodeOptions {
  /** The file's name, for the messages. */
  name: string;
  /** The caller's own "not a PNG or JPEG image" error (feedback, receipt, avatar). */
  invalid: (message: string) => AppError;
  /** Scale the picture down (never up) to fit this square, e.g. an avatar. */
  fitWithin?: number;
}

/**
 * Decodes an uploaded PNG or JPEG and encodes it afresh. The header is checked against the
 * pixel limits before anything is decoded: too many pixels answer `image.pixels.too.many`
 * (400, with the limits in `value`); anything that is not a whole PNG or JPEG answers the
 * caller's `invalid` error.
 */
export async function decodeImage(bytes: Buffer, options: DecodeOptions): Promise<DecodedImage> {
  const notImage = () => options.invalid(`${options.name} is not a PNG or JPEG image`);
  const type = claimedType(bytes);
  if (!type) throw notImage();
  let header: Metadata;
  try {
    // Reads the header only; the limits are checked below, with an answer of their own.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (header.format !== (type === 'image/png' ? 'png' : 'jpeg')) throw notImage();
  const { width, height } = header;
  if (!(width > 0 && height > 0)) throw notImage();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      400,
      'image.pixels.too.many',
      `${options.name} is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels on a side`,
      { maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000, maxSide: MAX_IMAGE_SIDE },
    );
  }
  return inTurn(async () => {
    const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
    let pipeline = sharp(bytes, input).autoOrient();
    if (options.fitWithin) {
      pipeline = pipeline.resize(options.fitWithin, options.fitWithin, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    // Huffman optimisation would hold a whole JPEG's coefficients in memory (a 40-megapixel
    // photo peaked at 320 MB with it, 95 MB without): the file is a little larger instead.
    pipeline =
      type === 'image/png'
        ? pipeline.png({ compressionLevel: 6 })
        : pipeline.jpeg({ quality: 85, optimiseCoding: false });
    try {
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      return { contentType: type, bytes: data, width: info.width, height: info.height };
    } catch {
      throw notImage();
    }
  });
}
