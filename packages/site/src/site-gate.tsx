import { SITE_STATUS, type SystemStatus } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useTranslation } from '@platform/i18n/react';
import { Loader } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useApi } from '@platform/api-client/react';
import { BootErrorScreen } from './screens/boot-error-screen';
import { MaintenanceScreen } from './screens/maintenance-screen';
import { RegionBlockedScreen } from './screens/region-blocked-screen';

/** How often an open page re-reads the site status (maintenance starts or ends). */
export const STATUS_REFRESH_MS = 60_000;

function useMerchantTheme(status: SystemStatus | undefined) {
  const theme = status?.info.theme;
  useEffect(() => {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
  }, [theme]);
}

/**
 * Renders the app only when the site is open to this visitor: status 1 shows the
 * maintenance screen (it wins), status 2 the region-blocked screen.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const { t } = useTranslation('common');
  const { data, error, refetch, isFetching } = useQuery({
    ...systemQueries(api).status(),
    refetchInterval: STATUS_REFRESH_MS,
  });
  useMerchantTheme(data);

  if (!data) {
    if (error && !isFetching)
      return <BootErrorScreen error={error} onRetry={() => void refetch()} />;
    return <Loader label={t('app.loading')} />;
  }
  if (data.status === SITE_STATUS.maintenance || data.maintenance) {
    return (
      <MaintenanceScreen info={data.maintenanceInfo} customerService={data.info.customerService} />
    );
  }
  if (data.status === SITE_STATUS.regionRestricted || data.regionRestriction) {
    return (
      <RegionBlockedScreen ip={data.location.ip} customerService={data.info.customerService} />
    );
  }
  return <>{children}</>;
}
