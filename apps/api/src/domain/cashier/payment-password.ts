// The payment password: six digits, set once, changed with the old one. Answers are counted
// per member (security's countedCheck: before they are judged, so parallel guesses get no more
// tries): from the fifth wrong one in an hour each blocks further tries for a growing time
// (30 s, doubling, at most 15 minutes).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPasswords } from '../../db/schema/cashier';
import { hashPassword, verifyPassword } from '../accounts';
import { countedCheck } from '../security';
import { AppError } from '../kernel';

const RULE = /^[0-9]{6}$/;

const counterKey = (memberId: number) => `paypw:${memberId}`;

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  return Boolean(row);
}

function checkNew(password: string, confirm: string): void {
  if (!RULE.test(password)) {
    throw new AppError(400, 'payment.password.rule.err', 'The payment password must be 6 digits');
  }
  if (password !== confirm) {
    throw new AppError(400, 'payment.password.confirm.err', 'The confirmation does not match');
  }
}

export async function setPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  confirm: string,
  now: number,
): Promise<void> {
  checkNew(password, confirm);
  const [created] = await db
    .insert(paymentPasswords)
    .values({ memberId, hash: await hashPassword(password), updatedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: paymentPasswords.memberId });
  if (!created) {
    throw new AppError(400, 'payment.password.exists', 'The payment password is already set');
  }
}

/**
 * Checks the member's payment password, counting and limiting wrong answers. Each answer is
 * counted before it is judged (reserveAttempt), so parallel guesses get no more tries.
 */
export async function verifyPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now: number,
): Promise<void> {
  const [row] = await db
    .select({ hash: paymentPasswords.hash })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  if (!row)
    throw new AppError(400, 'payment.password.not.set', 'Please set a payment password first');
  await countedCheck(
    db,
    counterKey(memberId),
    now,
    () => verifyPassword(password, row.hash),
    (attemptsLeft) =>
      new AppError(400, 'payment.password.invalid', 'The payment password is wrong', {
        attemptsLeft,
      }),
    (retryAfterSeconds) =>
      new AppError(429, 'payment.password.locked', 'Too many wrong payment passwords', {
        retryAfterSeconds,
      }),
  );
}

export async function changePaymentPassword(
  db: Db,
  memberId: number,
  input: { oldPassword: string; password: string; confirm: string },
  now: number,
): Promise<void> {
  await verifyPaymentPassword(db, memberId, input.oldPassword, now);
  checkNew(input.password, input.confirm);
  await db
    .update(paymentPasswords)
    .set({ hash: await hashPassword(input.password), updatedAt: new Date(now) })
    .where(eq(paymentPasswords.memberId, memberId));
}
