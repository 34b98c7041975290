import { playBreakMessage } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage, useMerchantTimeZone } from '@platform/site';
import { WarningPopup } from '@platform/ui';
import { type ReactNode, useCallback, useState } from 'react';

/** Server errors appear in a warning popup with one confirm button; the form keeps its values. */
export function useErrorPopup(): {
  popup: ReactNode;
  show: (error: unknown) => void;
  showText: (text: string) => void;
} {
  const { t } = useTranslation('auth');
  const timeZone = useMerchantTimeZone();
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown) => setMessage(playBreakMessage(error, t, timeZone) ?? errorMessage(error, t)),
    [t, timeZone],
  );
  const popup = (
    <WarningPopup
      open={message !== null}
      title={t('common.warning')}
      message={message ?? ''}
      confirmLabel={t('common.confirm')}
      onConfirm={() => setMessage(null)}
    />
  );
  return { popup, show, showText: setMessage };
}
