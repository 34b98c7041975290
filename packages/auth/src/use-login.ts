import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeLogin } from './complete-login';

export type LoginRequest = components['schemas']['LoginRequest'];

/**
 * Signs in by password or SMS code. Success stores the token, the remembered login (or
 * clears it when remember me is off) and loads member info. Failures reject with the
 * ApiError: `value.captcha` asks for a captcha, `login_verify_required` carries the IP
 * verification challenge.
 */
export function useLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const result = await unwrap(api.POST('/wps/session/login', { body }));
      const sms = body.type === 'sms';
      const remember = body.rememberMe
        ? sms
          ? { mode: 'sms' as const, mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode }
          : { mode: 'username' as const, username: body.username }
        : null;
      const member = await completeLogin(api, queryClient, result, { remember, forcesPasswordChange: !sms });
      return { result, member };
    },
  });
}
