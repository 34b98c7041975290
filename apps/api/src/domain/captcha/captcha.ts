// Image captchas: issued with a random code, stored only as hashes, bound to the browser
// by the captchaId cookie, valid for five minutes and good for exactly one attempt.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/security';
import { CAPTCHA_ALPHABET } from './bitmap-font';
import { renderCaptcha } from './captcha-image';

export const CAPTCHA_COOKIE = 'captchaId';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const normalise = (answer: string): string => answer.trim().toUpperCase();
const answerHash = (captchaId: string, answer: string): string =>
  sha256(`${captchaId}:${normalise(answer)}`);

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );
}

export interface IssuedCaptcha {
  /** Value of the captchaId cookie. */
  captchaId: string;
  png: Buffer;
  expiresAt: number;
}

export async function issueCaptcha(
  db: Db,
  merchantId: number,
  now: number,
  text: string = randomCaptchaText(),
): Promise<IssuedCaptcha> {
  const captchaId = randomBytes(32).toString('base64url');
  const expiresAt = now + CAPTCHA_TTL_MS;
  // Expired captchas are useless; drop those that expired more than an hour ago.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now - 60 * 60 * 1000)));
  await db.insert(captchas).values({
    id: randomUUID(),
    merchantId,
    bindingHash: sha256(captchaId),
    answerHash: answerHash(captchaId, text),
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  return { captchaId, png: renderCaptcha(text), expiresAt };
}

/**
 * Checks an answer against the captcha bound to `captchaId` (the cookie value) and
 * consumes it whatever the outcome. Case-insensitive. False when the captcha is unknown,
 * belongs to another merchant, was already used, expired, or the answer is wrong.
 */
export async function verifyCaptcha(
  db: Db,
  merchant: { id: number },
  captchaId: string | undefined,
  answer: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const consumed = await db
    .update(captchas)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(captchas.bindingHash, sha256(captchaId)),
        eq(captchas.merchantId, merchant.id),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, new Date(now)),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  const expected = consumed[0]?.answerHash;
  if (!expected) return false;
  const actual = answerHash(captchaId, answer);
  return timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}
