import { isFirstLogin, needsPasswordChange, openAuthDialog } from '@platform/auth';
import { isApiError } from '@platform/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** After a sign-in: home, then the forced password change or the first-login welcome. */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate({ to: '/' });
    if (needsPasswordChange()) openAuthDialog({ kind: 'change-password', forced: true });
    else if (isFirstLogin()) openAuthDialog({ kind: 'welcome' });
  }, [navigate]);
}

/** Whether a failed sign-in asks for the captcha next time. */
export function wantsCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.value as { captcha?: unknown } | null)?.captcha === true;
}
