import type { components } from '@platform/api-client';

type RegisterRequest = components['schemas']['RegisterRequest'];
export type FirebaseWebConfig = components['schemas']['FirebaseWebConfig'];

/** What the register call carries to prove the phone: the platform's SMS code or a Firebase token. */
export type PhoneProof = Pick<RegisterRequest, 'verificationCode' | 'firebaseChannel' | 'firebaseIdToken'>;

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
  send(validate: () => Promise<boolean>, dialingCode: string, mobile: string): Promise<number | null>;
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
  return new PhoneCheckError(typeof code === 'string' && code.startsWith('auth/') ? code : 'auth/unknown');
}

/** `+<dialling code><national number>`, as the server compares it with the token. */
export const toE164 = (dialingCode: string, national: string) => `+${dialingCode.replace(/\D/g, '')}${national}`;
