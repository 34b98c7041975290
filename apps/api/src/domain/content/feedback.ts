// Feedback and complaints: content within the merchant's bounds, at most 3 images, each a
// real PNG or JPEG of at most 5 MB, decoded and stored re-encoded (see media/uploaded-image).
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { feedback, feedbackImages } from '../../db/schema/player-content';
import { AppError } from '../kernel';
import { decodeImage, type ImageType } from '../media';

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

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

interface CheckedImage {
  name: string;
  contentType: ImageType;
  bytes: Buffer;
}

/** The images decoded and re-encoded, one after another, before anything is stored. */
async function checkImages(images: FeedbackRequest['images']): Promise<CheckedImage[]> {
  const list = images ?? [];
  if (list.length > MAX_IMAGES) {
    throw new AppError(400, 'feedback.image.invalid', `At most ${MAX_IMAGES} images`);
  }
  const checked: CheckedImage[] = [];
  for (const image of list) {
    const data = image.data.replace(/\s/g, '');
    if (!BASE64.test(data))
      throw new AppError(400, 'feedback.image.invalid', `${image.name} is not base64`);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new AppError(400, 'feedback.image.too.large', `${image.name} is larger than 5 MB`);
    }
    const decoded = await decodeImage(bytes, {
      name: image.name,
      invalid: (message) => new AppError(400, 'feedback.image.invalid', message),
    });
    checked.push({ name: image.name, contentType: decoded.contentType, bytes: decoded.bytes });
  }
  return checked;
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
  const images = await checkImages(body.images);
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
