// Sign-in from an unregistered IP: the sign-in fails with `login_verify_required` carrying a
// challenge; the person answers it by one of the methods the account has (SMS or e-mail code,
// bank account name, Google Authenticator code) and the answer's result finishes the sign-in
// like any other. Both apps open the same dialog through the auth dialog store.
import { isApiError, type MemberInfo, type PlatformClient, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type IpChallenge, type IpVerification, openAuthDialog } from './auth-dialogs';
import { completeLogin } from './complete-login';

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

/** Sends the SMS or e-mail code of a challenge; resolves to the resend countdown in seconds. */
export async function sendIpCode(
  api: PlatformClient,
  ticket: string,
  method: IpCodeMethod,
): Promise<number> {
  const { expiredMinutes } = await unwrap(
    api.POST('/wps/session/login/verification/code', { body: { ticket, method } }),
  );
  return expiredMinutes * 60;
}

/** Answers a challenge and, when accepted, completes the sign-in (token, remember me, member info). */
export async function answerIpChallenge(
  api: PlatformClient,
  queryClient: QueryClient,
  verification: IpVerification,
  method: IpMethod,
  answer: string,
): Promise<MemberInfo> {
  const { challenge, remember, forcesPasswordChange } = verification;
  const result = await unwrap(
    api.POST('/wps/session/login/verification', {
      body: { ticket: challenge.ticket, method, answer: answer.trim() },
    }),
  );
  return completeLogin(api, queryClient, result, { remember, forcesPasswordChange });
}

/** `sendCode` and `verify` of one pending IP verification, bound to the app's client. */
export function useIpVerification(verification: IpVerification) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      sendCode: (method: IpCodeMethod) => sendIpCode(api, verification.challenge.ticket, method),
      verify: (method: IpMethod, answer: string) =>
        answerIpChallenge(api, queryClient, verification, method, answer),
    }),
    [api, queryClient, verification],
  );
}
