import type { components } from '@platform/api-client';
import { useHumanCheck } from '@platform/auth';
import { normaliseMobile } from '@platform/forms';
import { useCallback } from 'react';
import { type SmsCodePath, useSendSmsCodeMutation } from './auth.mutations';

type Body = components['schemas']['SmsCodeRequest'];

/**
 * Sends an SMS code after the number passes validation (`validate`); resolves to the
 * countdown in seconds (expiredMinutes x 60), or null when nothing was sent. Failures go
 * to `onError` (a warning popup with the server's message).
 */
export function useSendSms(
  path: SmsCodePath,
  onError: (error: unknown) => void,
  options: { lessHalfRoundTrip?: boolean } = {},
) {
  const lessHalf = options.lessHalfRoundTrip === true;
  const { mutateAsync: sendCode } = useSendSmsCodeMutation(path);
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
        const { expiredMinutes } = await sendCode(body);
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
    [sendCode, humanCheck, onError, lessHalf],
  );
}
