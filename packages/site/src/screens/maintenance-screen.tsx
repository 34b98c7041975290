import type { CustomerServiceEntry, SystemStatus } from '@platform/api-client';
import { formatZonedDateTime } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { CustomerServiceButton } from '../components/customer-service-button';
import { WrenchIcon } from './icons';
import { StatusScreen } from './status-screen';

export interface MaintenanceScreenProps {
  info: SystemStatus['maintenanceInfo'];
  /** The merchant's IANA zone: the end prints in it, with its offset. */
  timeZone: string;
  customerService: readonly CustomerServiceEntry[];
}

/** Site maintenance: title, optional end time, info text, customer-service button. */
export function MaintenanceScreen({ info, timeZone, customerService }: MaintenanceScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      icon={<WrenchIcon />}
      title={info?.title || t('game_maintenance')}
      testId="maintenance-screen"
      actions={<CustomerServiceButton entries={customerService} />}
    >
      {info?.endTime ? (
        <p className="font-medium text-accent" data-testid="maintenance-end">
          {t('maintenance.until', {
            time: `\u2066${formatZonedDateTime(info.endTime, timeZone)}\u2069`,
          })}
        </p>
      ) : null}
      {/* Operator text may be in another script than the page: let the browser pick its direction. */}
      <p dir="auto">{info?.content || t('info_maintenance')}</p>
    </StatusScreen>
  );
}
