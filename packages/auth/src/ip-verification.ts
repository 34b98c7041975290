// Sign-in from an unregistered IP: the sign-in fails with `login_verify_required` carrying a
// challenge; the person answers it by one of the methods the account has (SMS or e-mail code,
// bank account name, Google Authenticator code) and the answer's result finishes the sign-in
// like any other. Both apps open the same dialog through the auth dialog store; its writes
// are in ip-verification.mutations.ts.
import { isApiError } from '@platform/api-client';
import { type IpChallenge, type IpVerification, openAuthDialog } from './auth-dialogs';

export type IpMethod = IpChallenge['methods'][number];
export type IpCodeMethod = Extract<IpMethod, 'sms' | 'email'>;

/** The error code of a sign-in that must be verified first. */
export const VERIFY_REQUIRED_CODE = 'login_verify_required';

/** The IP verification challenge of a failed sign-in, if that is what it was. */
export function ipChallengeOf(error: unknown): IpChallenge | null {
  if (isApiError(error) && error.errorCode === VERIFY_REQUIRED_CODE)
    return error.value as IpChallenge;
  return null;
}

/**
 * Opens the IP verification dialog when a failed sign-in asks for it. True when it did (the
 * form shows no error then); false for any other failure.
 */
export function openIpVerificationFor(
  error: unknown,
  finish: Omit<IpVerification, 'challenge'>,
): boolean {
  const challenge = ipChallengeOf(error);
  if (!challenge) return false;
  openAuthDialog({ kind: 'ip-verification', challenge, ...finish });
  return true;
}

/** Methods whose code is sent (SMS, e-mail) rather than known (bank name, Google code). */
export function sendsCode(method: IpMethod): method is IpCodeMethod {
  return method === 'sms' || method === 'email';
}

/** The masked number or address a code method sends to, when the server gave it. */
export function codeTarget(challenge: IpChallenge, method: IpMethod): string | null {
  if (method === 'sms') return challenge.mobile;
  if (method === 'email') return challenge.email;
  return null;
}
