import type { components } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorCodeText } from '@platform/site';

type RegisterRequest = components['schemas']['RegisterRequest'];
export type FirebaseWebConfig = components['schemas']['FirebaseWebConfig'];

/** What the register call carries to prove the phone: the platform's SMS code or a Firebase token. */
export type PhoneProof = Pick<
  RegisterRequest,
  'verificationCode' | 'firebaseChannel' | 'firebaseIdToken'
>;

/**
 * Phone verification of registration: send a code, then turn the typed code into the proof
 * the register call carries. The platform's own SMS codes and Firebase phone auth both fit,
 * so the form does not care which one the site uses.
 */
export interface PhoneVerifier {
  /**
   * Sends a code once `validate` accepts the number; resolves to the resend countdown in
   * seconds, or null when nothing was sent (the verifier reported why).
   */
  send(
    validate: () => Promise<boolean>,
    dialingCode: string,
    mobile: string,
  ): Promise<number | null>;
  /** The proof for the typed code; throws PhoneCheckError when the provider refuses it. */
  confirm(code: string): Promise<PhoneProof>;
}

/** Firebase SMS: the resend countdown is one minute (spec, registration). */
export const FIREBASE_COUNTDOWN_SECONDS = 60;

/** A failure of the outside phone provider; `code` is its error code (`auth/...`). */
export class PhoneCheckError extends Error {
  override readonly name = 'PhoneCheckError';
  constructor(readonly code: string) {
    super(code);
  }
}

/** Any failure of the Firebase SDK as a PhoneCheckError (codes outside `auth/` become `auth/unknown`). */
export function toPhoneCheckError(error: unknown): PhoneCheckError {
  if (error instanceof PhoneCheckError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new PhoneCheckError(
    typeof code === 'string' && code.startsWith('auth/') ? code : 'auth/unknown',
  );
}

/** Firebase phone-auth codes with a text of their own (auth namespace). */
const FIREBASE_ERROR_KEYS: Record<string, string> = {
  'auth/invalid-phone-number': 'auth:errors.phone.invalid_number',
  'auth/missing-phone-number': 'auth:errors.phone.missing_number',
  'auth/too-many-requests': 'auth:errors.phone.too_many',
  'auth/invalid-verification-code': 'auth:errors.phone.invalid_code',
  'auth/missing-verification-code': 'auth:errors.phone.missing_code',
  'auth/captcha-check-failed': 'auth:errors.phone.captcha_failed',
  'auth/quota-exceeded': 'auth:errors.phone.quota_exceeded',
  'auth/operation-not-allowed': 'auth:errors.phone.not_allowed',
  'auth/code-expired': 'auth:errors.phone.code_expired',
  'auth/popup-closed-by-user': 'auth:errors.phone.popup_closed',
  'auth/unknown': 'auth:errors.phone.unknown',
};

/**
 * The text of a phone-check failure: a Firebase `auth/...` code or a server code
 * (firebase.token.invalid); null when there is none, and the check then fails silently.
 */
export function phoneErrorText(code: string, t: TFunction): string | null {
  const key = FIREBASE_ERROR_KEYS[code];
  return key ? t(key) : errorCodeText(code, t);
}

/** `+<dialling code><national number>`, as the server compares it with the token. */
export const toE164 = (dialingCode: string, national: string) =>
  `+${dialingCode.replace(/\D/g, '')}${national}`;
