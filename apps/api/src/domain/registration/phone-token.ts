// Phone proofs from an outside verification provider (Firebase phone sign-in): the browser
// verifies the number with the provider and sends its signed token with the registration.
// Behind `PhoneTokenVerifier` so another provider can replace Firebase; each accepted token
// is recorded so it proves one registration only.
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedPhoneTokens } from '../../db/schema/accounts';
import type { FirebasePhoneSettings } from '../merchants';
import { AppError } from '../kernel';

/** What a valid token proves. */
export interface PhoneProof {
  /** The provider's user id (`sub`). */
  subject: string;
  /** E.164 number, `+<dialling code><number>`. */
  phoneNumber: string;
  /** Epoch milliseconds after which the token is worthless anyway. */
  expiresAt: number;
}

export interface PhoneTokenVerifier {
  /**
   * Resolves what `token` proves when it is a valid token of the configured project for
   * `phoneNumber` (E.164); throws `firebase.token.invalid` otherwise.
   */
  verify(
    settings: FirebasePhoneSettings,
    token: string,
    phoneNumber: string,
    now: number,
  ): Promise<PhoneProof>;
}

export const invalidPhoneToken = () =>
  new AppError(
    400,
    'firebase.token.invalid',
    'The phone verification failed, please verify the number again',
  );

/** The E.164 form of a dialling code and national number (as parsePhone normalised them). */
export const e164 = (phone: { dialingCode: string; number: string }) =>
  `+${phone.dialingCode}${phone.number}`;

/**
 * Records the token as used; throws `firebase.token.invalid` when it already was (a replay).
 * Only a hash is stored, kept until the token would have expired.
 */
export async function consumePhoneToken(
  db: Db,
  token: string,
  proof: PhoneProof,
  now: number,
): Promise<void> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.delete(usedPhoneTokens).where(lt(usedPhoneTokens.expiresAt, new Date(now)));
  const inserted = await db
    .insert(usedPhoneTokens)
    .values({ tokenHash, expiresAt: new Date(Math.max(proof.expiresAt, now)) })
    .onConflictDoNothing()
    .returning({ tokenHash: usedPhoneTokens.tokenHash });
  if (inserted.length === 0) throw invalidPhoneToken();
}
