import { Tabs } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { FreePlayButton } from './free-play-button';
import { LoginSmsForm } from './login-sms-form';
import { LoginUsernameForm } from './login-username-form';
import { SocialButtons } from './social-buttons';
import { useErrorPopup } from './use-error-popup';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';
import { AuthModal } from './auth-modal';

const LINK =
  'text-sm font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent';

/** The login popup over home (/login): username or SMS tab, links, free play, social. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  const flags = useSiteFlags();
  const { popup, show } = useErrorPopup();
  const username = <LoginUsernameForm onError={show} />;
  return (
    <AuthModal title={t('login.title')} onClose={onClose}>
      <div className="flex flex-col gap-4" data-testid="login-modal">
        {flags.codeLogin ? (
          <Tabs
            ariaLabel={t('login.tabs_label')}
            items={[
              { value: 'username', label: t('login.tab_username'), content: username },
              { value: 'sms', label: t('login.tab_sms'), content: <LoginSmsForm onError={show} /> },
            ]}
          />
        ) : (
          username
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to="/forget" className={LINK}>
            {t('login.forgot')}
          </Link>
          <span className="text-sm text-fg-secondary">
            {t('login.no_account')}{' '}
            <Link to="/register" className={LINK}>
              {t('login.register_link')}
            </Link>
          </span>
        </div>
        {flags.freePlay ? <FreePlayButton onError={show} /> : null}
        <SocialButtons />
      </div>
      {popup}
    </AuthModal>
  );
}
