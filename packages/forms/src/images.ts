// Attached images (feedback, withdrawal receipt proof): at most 3, PNG or JPG (by type and by
// their first bytes), 5 MB each. Refusals name the file and the rule, so a person knows what to
// change; each form words the rule in its own namespace.

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageRefusal {
  /** Which rule the file breaks: not a PNG or JPG, over the size, one too many. */
  reason: 'type' | 'size' | 'count';
  name: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function isImageSignature(bytes: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return starts(PNG) || starts(JPEG);
}

const declaredImage = (file: File) =>
  /^image\/(png|jpeg)$/.test(file.type) || (file.type === '' && /\.(png|jpe?g)$/i.test(file.name));

async function firstBytes(file: File, n: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, n).arrayBuffer());
}

/** Which of `picked` can join the `existing` images, and why the others cannot. */
export async function checkImages(
  existing: number,
  picked: readonly File[],
  limits = { maxImages: MAX_IMAGES, maxBytes: MAX_IMAGE_BYTES },
): Promise<{ accepted: File[]; refused: ImageRefusal[] }> {
  const accepted: File[] = [];
  const refused: ImageRefusal[] = [];
  for (const file of picked) {
    if (!declaredImage(file) || !isImageSignature(await firstBytes(file, 8))) {
      refused.push({ reason: 'type', name: file.name });
    } else if (file.size > limits.maxBytes) {
      refused.push({ reason: 'size', name: file.name });
    } else if (existing + accepted.length >= limits.maxImages) {
      refused.push({ reason: 'count', name: file.name });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/** The file as base64 (no data: prefix), for the JSON body. */
export async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
