import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { SignOutDialog as SiteSignOutDialog } from '@platform/auth/ui';
import { showNotice } from '../../lib/notice-store';

export interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's sign out (texts from the shell namespace, loaded at boot); home afterwards. */
export function SignOutDialog({ open, onClose }: SignOutDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <SiteSignOutDialog
      open={open}
      onClose={onClose}
      redirectTo="/"
      texts={{
        title: t('member.sign_out_title'),
        message: t('member.sign_out_message'),
        confirm: t('member.sign_out'),
        cancel: t('cancel'),
        busy: t('member.signing_out'),
      }}
      onError={(error) => showNotice(errorMessage(error, t))}
    />
  );
}
