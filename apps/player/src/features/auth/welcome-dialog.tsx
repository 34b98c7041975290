import { useSession } from '@platform/auth';
import { Button, Modal } from '@platform/ui';
import { useTranslate } from './use-translate';

/** The first-login flow: a welcome for the member's very first sign-in. */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  const { member } = useSession();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('welcome.title')}
      description={t('welcome.text', { account: member?.nickname ?? member?.account ?? '' })}
      closeLabel={t('common.close')}
      className="auth-modal"
      footer={<Button onClick={onClose}>{t('welcome.start')}</Button>}
    />
  );
}
