// Feedback and complaints: content within the merchant's bounds, at most 3 images, each a
// real PNG or JPEG (magic bytes, whatever the name says) of at most 5 MB.
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { feedback, feedbackImages } from '../../db/schema/player-content';
import { AppError } from '../kernel';

export type FeedbackConfig = components['schemas']['FeedbackConfig'];
export type FeedbackRequest = components['schemas']['FeedbackRequest'];

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Three base64 images of the largest accepted transport size, plus the text. */
export const FEEDBACK_BODY_LIMIT = 28 * 1024 * 1024;
const DEFAULT_BOUNDS = { minLength: 10, maxLength: 500 };

/** Bounds from merchants.settings.feedback when an operator set them, else 10 to 500. */
export async function feedbackConfig(db: Db, merchantId: number): Promise<FeedbackConfig> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const raw = (
    row?.settings as { feedback?: { minLength?: unknown; maxLength?: unknown } } | undefined
  )?.feedback;
  const int = (v: unknown, d: number) =>
    Number.isInteger(v) && (v as number) >= 0 ? (v as number) : d;
  const minLength = int(raw?.minLength, DEFAULT_BOUNDS.minLength);
  const maxLength = Math.max(minLength, int(raw?.maxLength, DEFAULT_BOUNDS.maxLength));
  return {
    minLength,
    maxLength,
    maxImages: MAX_IMAGES,
    maxImageBytes: MAX_IMAGE_BYTES,
    imageTypes: ['image/png', 'image/jpeg'],
    questionTypes: ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'],
  };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type by its first bytes, or null when it is neither PNG nor JPEG. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedImage {
  name: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export function checkImages(images: FeedbackRequest['images']): CheckedImage[] {
  const list = images ?? [];
  if (list.length > MAX_IMAGES) {
    throw new AppError(400, 'feedback.image.invalid', `At most ${MAX_IMAGES} images`);
  }
  return list.map((image) => {
    const data = image.data.replace(/\s/g, '');
    if (!BASE64.test(data))
      throw new AppError(400, 'feedback.image.invalid', `${image.name} is not base64`);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new AppError(400, 'feedback.image.too.large', `${image.name} is larger than 5 MB`);
    }
    const type = sniffImage(bytes);
    if (!type)
      throw new AppError(400, 'feedback.image.invalid', `${image.name} is not a PNG or JPEG image`);
    return { name: image.name, contentType: type, bytes };
  });
}

export async function storeFeedback(
  db: Db,
  merchantId: number,
  memberId: number | null,
  body: FeedbackRequest,
  now: number,
): Promise<{ id: string; imageCount: number }> {
  const config = await feedbackConfig(db, merchantId);
  const content = body.content.trim();
  if (content.length === 0)
    throw new AppError(400, 'feedback.content.invalid', 'Please enter content');
  if (content.length < config.minLength || content.length > config.maxLength) {
    throw new AppError(
      400,
      'feedback.content.invalid',
      `Content must be ${config.minLength} to ${config.maxLength} characters`,
      { minLength: config.minLength, maxLength: config.maxLength },
    );
  }
  const images = checkImages(body.images);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        merchantId,
        memberId,
        questionType: body.questionType,
        content,
        createdAt: new Date(now),
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned nothing');
    for (const image of images) {
      await tx.insert(feedbackImages).values({
        feedbackId: row.id,
        name: image.name.slice(0, 200),
        contentType: image.contentType,
        size: image.bytes.length,
        bytes: image.bytes,
      });
    }
    return { id: String(row.id), imageCount: images.length };
  });
}
