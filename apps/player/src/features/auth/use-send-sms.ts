import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useHumanCheck } from '@platform/auth';
import { normaliseMobile } from '@platform/forms';
import { useCallback } from 'react';

type Path =
  '/wps/verification/sms/noLogin' | '/wps/verification/sms/register' | '/wps/member/password/sms';
type Body = components['schemas']['SmsCodeRequest'];

/**
 * Sends an SMS code after the number passes validation (`validate`); resolves to the
 * countdown in seconds (expiredMinutes x 60), or null when nothing was sent. Failures go
 * to `onError` (a warning popup with the server's message).
 */
export function useSendSms(
  path: Path,
  onError: (error: unknown) => void,
  options: { lessHalfRoundTrip?: boolean } = {},
) {
  const lessHalf = options.lessHalfRoundTrip === true;
  const api = useApi();
  const humanCheck = useHumanCheck();
  return useCallback(
    async (
      validate: () => Promise<boolean>,
      dialingCode: string,
      mobile: string,
      type?: Body['type'],
    ): Promise<number | null> => {
      if (!(await validate())) return null;
      try {
        const altcha = await humanCheck();
        const body: Body = {
          countryDialingCode: dialingCode,
          mobileNo: normaliseMobile(mobile),
          altcha,
          ...(type ? { type } : {}),
        };
        const started = performance.now();
        const { expiredMinutes } = await unwrap(api.POST(path, { body }));
        const seconds = (expiredMinutes || 1) * 60;
        // Forgot password: the countdown starts where the server's did, half a round trip ago.
        return lessHalf
          ? Math.max(1, seconds - Math.round((performance.now() - started) / 2000))
          : seconds;
      } catch (error) {
        onError(error);
        return null;
      }
    },
    [api, humanCheck, onError, path, lessHalf],
  );
}
