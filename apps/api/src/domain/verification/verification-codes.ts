// Verification codes sent by SMS or e-mail: six random digits, stored hashed, single use,
// expiring after expiredMinutes. Sends are throttled: one per number per minute, and past
// the per-number or per-IP allowance the number (or IP) is blocked for five minutes.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema/accounts';
import type { SecuritySettings } from '../merchants';
import { blockCounter, bumpCounter, readCounter } from '../security';
import { AppError } from '../kernel';

export type CodePurpose = 'register' | 'login' | 'reset' | 'ip' | 'bind';

export const RESEND_AFTER_MS = 60_000;
export const SEND_WINDOW_MS = 15 * 60_000;
export const SEND_BLOCK_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

const hash = (recipient: string, code: string) =>
  createHash('sha256').update(`${recipient}:${code}`).digest('hex');

export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const tooMany = () =>
  new AppError(429, 'sms.too.many', 'Too many requests, please retry after 5 minutes');

/** Refuses a send that comes too soon or too often; counts it otherwise. */
export async function throttleSend(
  db: Db,
  merchantId: number,
  recipient: string,
  ip: string,
  security: SecuritySettings,
  now: number,
): Promise<void> {
  const numberKey = `send:${merchantId}:n:${recipient}`;
  const ipKey = `send:${merchantId}:ip:${ip}`;
  const [byNumber, byIp] = await Promise.all([
    readCounter(db, numberKey, SEND_WINDOW_MS, now),
    readCounter(db, ipKey, SEND_WINDOW_MS, now),
  ]);
  if (byNumber.blockedUntil || byIp.blockedUntil) throw tooMany();
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.recipient, recipient)),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const since = last ? now - last.createdAt.getTime() : Infinity;
  if (since < RESEND_AFTER_MS) {
    throw new AppError(
      429,
      'sms.resend.wait',
      'A code was just sent; please wait before asking again',
      {
        retryAfterSeconds: Math.ceil((RESEND_AFTER_MS - since) / 1000),
      },
    );
  }
  const [n, i] = await Promise.all([
    bumpCounter(db, numberKey, SEND_WINDOW_MS, now),
    bumpCounter(db, ipKey, SEND_WINDOW_MS, now),
  ]);
  if (n > security.smsPerNumber || i > security.smsPerIp) {
    if (n > security.smsPerNumber) await blockCounter(db, numberKey, now + SEND_BLOCK_MS);
    if (i > security.smsPerIp) await blockCounter(db, ipKey, now + SEND_BLOCK_MS);
    throw tooMany();
  }
}

/** Stores a new code (older unused ones of the same purpose stop working) and returns it. */
export async function issueCode(
  db: Db,
  merchantId: number,
  purpose: CodePurpose,
  recipient: string,
  expiredMinutes: number,
  now: number,
): Promise<string> {
  const code = randomCode();
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    merchantId,
    purpose,
    recipient,
    codeHash: hash(recipient, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + expiredMinutes * 60_000),
  });
  return code;
}

/**
 * Consumes the code or throws: `sms.code.missing`, `sms.code.invalid` (wrong, used, or
 * never sent), `sms.code.expired`. After MAX_CODE_ATTEMPTS wrong tries the code dies.
 */
export async function consumeCode(
  db: Db,
  merchantId: number,
  purpose: CodePurpose,
  recipient: string,
  code: string | undefined,
  now: number,
): Promise<void> {
  const typed = code?.trim() ?? '';
  if (!typed) throw new AppError(400, 'sms.code.missing', 'Please enter the verification code');
  const invalid = () => new AppError(400, 'sms.code.invalid', 'The verification code is incorrect');
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.recipient, recipient),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.usedAt || row.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(hash(recipient, typed));
  if (!(expected.length === actual.length && timingSafeEqual(expected, actual))) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw invalid();
  }
  if (now >= row.expiresAt.getTime()) {
    throw new AppError(
      400,
      'sms.code.expired',
      'The verification code has expired, please send again',
    );
  }
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalid();
}
