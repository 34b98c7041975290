import { WarningPopup } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useTranslate } from './use-translate';

/** Trial accounts: "in_need_true_account" with a confirm button, then home. */
export function NeedTrueAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  const navigate = useNavigate();
  return (
    <WarningPopup
      open
      title={t('trial.title')}
      message={t('trial.in_need_true_account')}
      confirmLabel={t('trial.confirm')}
      onConfirm={() => {
        onClose();
        void navigate({ to: '/' });
      }}
    />
  );
}
