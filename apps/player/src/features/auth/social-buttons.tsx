import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { startSocialLogin } from './social-login';
import { useTranslate } from './use-translate';

/** One button per configured social provider (none when social sign-in is off). */
export function SocialButtons() {
  const { t } = useTranslate();
  const api = useApi();
  const { data } = useQuery(accountQueries(api).settings());
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="social-login">
      <p className="text-center text-xs uppercase tracking-wide text-fg-muted">{t('login.or')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {providers.map((p) => (
          <Button
            key={p.provider}
            variant="secondary"
            className="whitespace-normal py-2 text-center"
            onClick={() => void startSocialLogin(p.provider, p.authorizeUrl)}
          >
            {t('login.social', { provider: p.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
