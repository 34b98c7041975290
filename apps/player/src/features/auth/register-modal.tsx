import { Button, Tabs, WarningPopup } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RegisterForm } from './register-form';
import { useAffiliateCode } from './use-affiliate-code';
import { useErrorPopup } from './use-error-popup';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';
import { AuthModal } from './auth-modal';

export interface RegisterSearch {
  referralCode?: string | undefined;
  affiliateCode?: string | undefined;
}

/** The registration popup over home (/register): username or mobile mode. */
export function RegisterModal({
  search,
  onClose,
}: {
  search: RegisterSearch;
  onClose: () => void;
}) {
  const { t } = useTranslate();
  const flags = useSiteFlags();
  const { popup, show } = useErrorPopup();
  const [invalidInvitation, setInvalidInvitation] = useState(false);
  const affiliate = useAffiliateCode(search.affiliateCode);
  const bothModes = flags.mobileRegister && flags.usernameRegister;
  const [mode, setMode] = useState<'username' | 'mobile'>(
    flags.mobileRegister ? 'mobile' : 'username',
  );
  const form = (m: 'username' | 'mobile') =>
    affiliate.checking ? null : (
      <RegisterForm
        key={m}
        mode={m}
        referralCode={search.referralCode}
        urlAffiliateCode={affiliate.validCode}
        onError={show}
        onInvalidInvitation={() => setInvalidInvitation(true)}
      />
    );
  return (
    <AuthModal title={t('register.title')} width={480} onClose={onClose}>
      <div className="flex flex-col gap-4" data-testid="register-modal">
        {bothModes ? (
          <Tabs
            ariaLabel={t('register.tabs_label')}
            value={mode}
            onValueChange={(v) => setMode(v as 'username' | 'mobile')}
            items={[
              {
                value: 'username',
                label: t('register.tab_username'),
                content: mode === 'username' ? form('username') : null,
              },
              {
                value: 'mobile',
                label: t('register.tab_mobile'),
                content: mode === 'mobile' ? form('mobile') : null,
              },
            ]}
          />
        ) : (
          form(flags.mobileRegister ? 'mobile' : 'username')
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('register.cancel')}
          </Button>
          <span className="text-sm text-fg-secondary">
            {t('register.have_account')}{' '}
            <Link
              to="/login"
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {t('register.login_link')}
            </Link>
          </span>
        </div>
      </div>
      {popup}
      <WarningPopup
        open={invalidInvitation}
        title={t('common.warning')}
        message={t('errors:invalid_invitation')}
        confirmLabel={t('common.confirm')}
        onConfirm={() => setInvalidInvitation(false)}
      />
    </AuthModal>
  );
}
