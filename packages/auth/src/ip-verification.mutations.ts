// The writes of an IP verification: send a code, answer the challenge (which completes the
// sign-in like any other).
import { type MemberInfo, type PlatformClient, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { IpVerification } from './auth-dialogs';
import { completeLogin } from './complete-login';
import type { IpCodeMethod, IpMethod } from './ip-verification';

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
