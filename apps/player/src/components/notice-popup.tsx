import { useTranslation } from '@platform/i18n/react';
import { WarningPopup } from '@platform/ui';

/** The notice itself (loaded with the dialog code on the first notice). */
export function NoticePopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <WarningPopup
      open={message !== null}
      title={t('notice_title')}
      message={<span data-testid="notice-message">{message}</span>}
      confirmLabel={t('confirm')}
      onConfirm={onClose}
    />
  );
}
