// The account writes of the player's sign-in, register and recovery forms. A write that signs
// the member in (free play, social, register, password reset or change) finishes the sign-in
// (token, member info) before it resolves.
import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { completeLogin } from '@platform/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];
export type SmsCodePath =
  '/wps/verification/sms/noLogin' | '/wps/verification/sms/register' | '/wps/member/password/sms';
type RegisterPath = '/wps/member/register' | '/wps/member/register/mobile';

/** Runs a write that answers a sign-in, then completes the sign-in. */
function useSignInMutation<V>(write: (values: V) => Promise<Schemas['LoginResult']>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) =>
      completeLogin(api, queryClient, await write(values), { forcesPasswordChange: false }),
  });
}

/** Sends an SMS code to a number; answers how many minutes it is valid. */
export function useSendSmsCodeMutation(path: SmsCodePath) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Schemas['SmsCodeRequest']) => unwrap(api.POST(path, { body })),
  });
}

/** Forgot password by e-mail: the answer never says whether the account matches. */
export function useResetPasswordByEmailMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Schemas['EmailResetRequest']) =>
      unwrap(
        api.POST('/wps/member/password/email', {
          body,
          bodySerializer: (b) => new URLSearchParams(b as Record<string, string>).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ),
  });
}

/** Forgot password by phone: a new password with the SMS code; signs in. */
export function useResetPasswordByPhoneMutation() {
  const api = useApi();
  return useSignInMutation((body: Schemas['PhoneResetRequest']) =>
    unwrap(api.POST('/wps/member/password/verification', { body })),
  );
}

/** Changes the member's password (forced or chosen); signs in again with the answer. */
export function useChangePasswordMutation() {
  const api = useApi();
  return useSignInMutation((body: Schemas['ChangePasswordRequest']) =>
    unwrap(api.POST('/wps/member/password', { body })),
  );
}

/** Opens a free-play (trial) account and signs in to it. */
export function useFreePlayMutation() {
  const api = useApi();
  return useSignInMutation((body: Schemas['FreePlayRequest']) =>
    unwrap(api.POST('/wps/session/login/freeplay', { body })),
  );
}

/** Signs in with the code a social provider sent back. */
export function useSocialLoginMutation() {
  const api = useApi();
  return useSignInMutation((body: Schemas['SocialLoginRequest']) =>
    unwrap(api.POST('/wps/session/login/social', { body })),
  );
}

/** Registers a member (by username or by mobile) and signs in. */
export function useRegisterMutation() {
  const api = useApi();
  return useSignInMutation(
    ({ path, body }: { path: RegisterPath; body: Schemas['RegisterRequest'] }) =>
      unwrap(api.PUT(path, { body })),
  );
}
