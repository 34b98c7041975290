import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { errorMessage } from '../lib/error-message';
import { CloudOffIcon } from './icons';
import { StatusScreen } from './status-screen';

export interface BootErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** The site status could not be read: say why, offer a retry. */
export function BootErrorScreen({ error, onRetry }: BootErrorScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      icon={<CloudOffIcon />}
      title={t('status.load_failed')}
      testId="boot-error-screen"
      actions={<Button onClick={onRetry}>{t('status.retry')}</Button>}
    >
      <p role="alert">{errorMessage(error, t)}</p>
    </StatusScreen>
  );
}
