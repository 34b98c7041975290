import { SITE_STATUS, type SystemStatus } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useTranslation } from '@platform/i18n/react';
import { Loader } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useApi } from '@platform/api-client/react';
import { ChunkErrorView } from './screens/chunk-error-view';

// The gate's own screens are rare (maintenance, region blocked, status unreadable): they load
// when one is needed. If even that fails (the network is gone), a retry that reloads the page.
const gateScreens = () => import('./screens/gate-screens');
function gateScreen<P extends object>(
  pick: (m: Awaited<ReturnType<typeof gateScreens>>) => ComponentType<P>,
) {
  return lazy(() =>
    gateScreens().then(
      (m) => ({ default: pick(m) }),
      () => ({
        default: (() => (
          <ChunkErrorView onRetry={() => window.location.reload()} />
        )) as ComponentType<P>,
      }),
    ),
  );
}
const BootErrorScreen = gateScreen((m) => m.BootErrorScreen);
const MaintenanceScreen = gateScreen((m) => m.MaintenanceScreen);
const RegionBlockedScreen = gateScreen((m) => m.RegionBlockedScreen);

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

  const loader = <Loader label={t('app.loading')} />;
  if (!data) {
    if (error && !isFetching)
      return (
        <Suspense fallback={loader}>
          <BootErrorScreen error={error} onRetry={() => void refetch()} />
        </Suspense>
      );
    return loader;
  }
  if (data.status === SITE_STATUS.maintenance || data.maintenance) {
    return (
      <Suspense fallback={loader}>
        <MaintenanceScreen
          info={data.maintenanceInfo}
          timeZone={data.info.timeZone}
          customerService={data.info.customerService}
        />
      </Suspense>
    );
  }
  if (data.status === SITE_STATUS.regionRestricted || data.regionRestriction) {
    return (
      <Suspense fallback={loader}>
        <RegionBlockedScreen ip={data.location.ip} customerService={data.info.customerService} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
