import { useLogout } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { ConfirmDialog } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { showNotice } from '../../lib/notice-store';

export interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Sign out needs a confirmation; then the session ends here and on the server. */
export function SignOutDialog({ open, onClose }: SignOutDialogProps) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={t('member.sign_out_title')}
      message={t('member.sign_out_message')}
      confirmLabel={t('member.sign_out')}
      cancelLabel={t('cancel')}
      loadingLabel={t('member.signing_out')}
      destructive
      onCancel={onClose}
      onConfirm={async () => {
        try {
          await logout.mutateAsync();
        } catch (error) {
          // The local session is gone either way (useLogout ends it even offline).
          showNotice(errorMessage(error, t));
        }
        onClose();
        await navigate({ to: '/' });
      }}
    />
  );
}
