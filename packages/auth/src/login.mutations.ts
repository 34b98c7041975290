// The sign-in write: by password or SMS code, with the bot check when the site asks for it.
import { type components, isApiError, type PlatformClient, unwrap } from '@platform/api-client';
import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { completeLogin } from './complete-login';
import { solveAltcha } from './human-check';

export type LoginRequest = components['schemas']['LoginRequest'];

const HUMAN_CHECK_FAILED = 'human.check.failed';

/** Whether the site wants the bot check on the username path (`fresh`: ask the server again). */
async function loginHumanCheckOn(
  api: PlatformClient,
  queryClient: QueryClient,
  fresh: boolean,
): Promise<boolean> {
  const settings = accountQueries(api).settings();
  const value = fresh
    ? await queryClient.fetchQuery({ ...settings, staleTime: 0 })
    : await queryClient.ensureQueryData(settings);
  return value.loginHumanCheck;
}

/**
 * The login call. On the username path the bot check is solved first when the site asks
 * for it; if the site switched it on since the settings were read, the refusal is answered
 * once more with the check (the typed values never need re-entering).
 */
export async function postLogin(api: PlatformClient, queryClient: QueryClient, body: LoginRequest) {
  const post = (request: LoginRequest) => unwrap(api.POST('/wps/session/login', { body: request }));
  if (body.type === 'sms') return post(body);
  const withCheck = async () => ({
    ...body,
    altcha: await solveAltcha(await unwrap(api.GET('/wps/captcha/altcha'))),
  });
  if (await loginHumanCheckOn(api, queryClient, false)) return post(await withCheck());
  try {
    return await post(body);
  } catch (error) {
    if (
      !isApiError(error) ||
      error.errorCode !== HUMAN_CHECK_FAILED ||
      !(await loginHumanCheckOn(api, queryClient, true))
    )
      throw error;
    return post(await withCheck());
  }
}

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
      const result = await postLogin(api, queryClient, body);
      const sms = body.type === 'sms';
      const remember = body.rememberMe
        ? sms
          ? {
              mode: 'sms' as const,
              mobileNum: body.mobileNum,
              countryDialingCode: body.countryDialingCode,
            }
          : { mode: 'username' as const, username: body.username }
        : null;
      const member = await completeLogin(api, queryClient, result, {
        remember,
        forcesPasswordChange: !sms,
      });
      return { result, member };
    },
  });
}
