import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { Tabs, WarningPopup } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotPhoneForm } from './forgot-phone-form';
import { useErrorPopup } from './use-error-popup';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';
import { AuthModal } from './auth-modal';

/** Forgot password (/forget, modal forgetPassModal): e-mail or mobile; mobile first when CHNGPASSVERIF3 is on. */
export function ForgotModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  const { t: translate } = useTranslation('auth');
  const flags = useSiteFlags();
  const navigate = useNavigate();
  const { popup, show } = useErrorPopup();
  const [sent, setSent] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const email = <ForgotEmailForm onSent={() => setSent(true)} onError={show} />;
  return (
    <AuthModal title={t('forgot.title')} onClose={onClose}>
      <div data-testid="forgetPassModal">
        {flags.resetBySms ? (
          <Tabs
            ariaLabel={t('forgot.tabs_label')}
            defaultValue="mobile"
            items={[
              { value: 'email', label: t('forgot.tab_email'), content: email },
              {
                value: 'mobile',
                label: t('forgot.tab_mobile'),
                content: (
                  <ForgotPhoneForm
                    onError={show}
                    onCodeError={(e) => setCodeError(errorMessage(e, translate))}
                  />
                ),
              },
            ]}
          />
        ) : (
          email
        )}
      </div>
      {popup}
      <WarningPopup
        open={codeError !== null}
        title={t('common.warning')}
        message={codeError ?? ''}
        confirmLabel={t('forgot.submit')}
        onConfirm={() => setCodeError(null)}
      />
      <WarningPopup
        open={sent}
        title={t('forgot.sent_title')}
        message={t('forgot.in_been_out')}
        confirmLabel={t('forgot.back_to_login')}
        onConfirm={() => {
          setSent(false);
          void navigate({ to: '/login' });
        }}
      />
    </AuthModal>
  );
}
