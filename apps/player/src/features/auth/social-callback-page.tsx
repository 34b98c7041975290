import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Spinner } from '@platform/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSocialLoginMutation } from './auth.mutations';
import { callbackUrl, takePendingSocialLogin } from './social-login';
import { useAfterLogin } from './use-after-login';

export interface SocialCallbackProps {
  provider: string;
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** /oauth/callback/$provider: the provider sent the browser back; sign in through the API. */
export function SocialCallbackPage({ provider, code, state, error }: SocialCallbackProps) {
  const { t } = useTranslation('auth');
  const { mutateAsync: signIn } = useSocialLoginMutation();
  const afterLogin = useAfterLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingSocialLogin(provider, state);
    if (!pending || !code || error) {
      setFailure(t('social.failed'));
      return;
    }
    const body = {
      provider,
      code,
      redirectUri: callbackUrl(provider),
      codeVerifier: pending.verifier,
      rememberMe: pending.rememberMe,
    };
    signIn(body)
      .then(() => afterLogin())
      .catch((e: unknown) => setFailure(errorMessage(e, t)));
  }, [signIn, afterLogin, navigate, provider, code, state, error, t]);

  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="social-callback"
    >
      {failure ? (
        <>
          <p role="alert" className="text-danger">
            {failure}
          </p>
          <Link to="/" className="font-medium text-accent underline">
            {t('social.home')}
          </Link>
        </>
      ) : (
        <>
          <Spinner size="lg" label={t('social.signing_in')} />
          <p className="text-fg-secondary">{t('social.signing_in')}</p>
        </>
      )}
    </section>
  );
}
