import {
  type IpVerification,
  type LoginRequest,
  notePlayBreakOf,
  openIpVerificationFor,
  useLogin,
} from '@platform/auth';
import { useAfterLogin, wantsCaptcha } from './use-after-login';

interface LoginAttempt {
  request: LoginRequest;
  /** What to remember if the sign-in needs IP verification first. */
  ip: Omit<IpVerification, 'challenge'>;
}

/**
 * The submit of the login forms: sign in, then home; when the server asks for IP verification
 * its dialog takes over; when it wants a captcha, `onCaptchaWanted`; any other failure goes to
 * `onError`.
 */
export function useLoginSubmit(onError: (error: unknown) => void, onCaptchaWanted: () => void) {
  const login = useLogin();
  const afterLogin = useAfterLogin();
  return async ({ request, ip }: LoginAttempt): Promise<void> => {
    try {
      await login.mutateAsync(request);
      afterLogin();
    } catch (error) {
      if (openIpVerificationFor(error, ip)) return;
      notePlayBreakOf(error);
      if (wantsCaptcha(error)) onCaptchaWanted();
      onError(error);
    }
  };
}
