import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { firebasePhoneVerifier } from './firebase-phone-verifier';
import type { PhoneVerifier } from './phone-verifier';
import { useSendSms } from './use-send-sms';

/**
 * The registration's phone verifier: Firebase when the public account settings carry its
 * web config, else the platform's own SMS codes. Platform send failures go to `onError` (a
 * warning popup); Firebase failures to `onFirebaseFailure` with their `auth/...` code.
 */
export function usePhoneVerifier(
  onError: (error: unknown) => void,
  onFirebaseFailure: (code: string) => void,
): PhoneVerifier {
  const api = useApi();
  const { data: settings } = useQuery(accountQueries(api).settings());
  const firebase = settings?.firebase;
  const sendSms = useSendSms('/wps/verification/sms/register', onError);
  const failure = useRef(onFirebaseFailure);
  useEffect(() => {
    failure.current = onFirebaseFailure;
  }, [onFirebaseFailure]);
  // One verifier per configuration: the Firebase one holds the pending confirmation.
  return useMemo<PhoneVerifier>(
    () =>
      firebase
        ? firebasePhoneVerifier(firebase, (code) => failure.current(code))
        : {
            send: (validate, dialingCode, mobile) =>
              sendSms(validate, dialingCode, mobile, 'registerMobile'),
            confirm: async (code) => ({ verificationCode: code }),
          },
    [firebase, sendSms],
  );
}
