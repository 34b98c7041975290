import type { CustomerServiceEntry } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { CustomerServiceButton } from '../components/customer-service-button';
import { GlobeLockIcon } from './icons';
import { StatusScreen } from './status-screen';

export interface RegionBlockedScreenProps {
  ip: string;
  customerService: readonly CustomerServiceEntry[];
}

/** Visitor's region or IP is blocked: the IP and a customer-service button. */
export function RegionBlockedScreen({ ip, customerService }: RegionBlockedScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      icon={<GlobeLockIcon />}
      title={t('blockip')}
      testId="region-blocked-screen"
      actions={<CustomerServiceButton entries={customerService} />}
    >
      <p>{t('info_ip_block')}</p>
      <p className="font-mono text-fg" data-testid="visitor-ip">
        {t('region.your_ip', { ip })}
      </p>
    </StatusScreen>
  );
}
