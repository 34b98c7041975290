import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  whitelabel: () => [...systemKeys.all, 'whitelabel'] as const,
  registerSettings: () => [...systemKeys.all, 'registerSettings'] as const,
  domainRoutes: () => [...systemKeys.all, 'domainRoutes'] as const,
  countries: () => [...systemKeys.all, 'countries'] as const,
  helpCenter: (lang: string) => [...systemKeys.all, 'helpCenter', lang] as const,
};

const FIVE_MINUTES = 5 * 60_000;

/** queryOptions for the system resources, bound to one client. */
export function systemQueries(api: PlatformClient) {
  return {
    status: () =>
      queryOptions({
        queryKey: systemKeys.status(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/status', { signal })),
        staleTime: 60_000,
      }),
    whitelabel: () =>
      queryOptions({
        queryKey: systemKeys.whitelabel(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/whitelabel', { signal })),
        staleTime: FIVE_MINUTES,
      }),
    registerSettings: () =>
      queryOptions({
        queryKey: systemKeys.registerSettings(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/setting/register', { signal })),
        staleTime: FIVE_MINUTES,
      }),
    domainRoutes: () =>
      queryOptions({
        queryKey: systemKeys.domainRoutes(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/domainRoute', { signal })),
        staleTime: FIVE_MINUTES,
      }),
    countries: () =>
      queryOptions({
        queryKey: systemKeys.countries(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/country', { signal })),
        staleTime: Infinity,
      }),
    helpCenter: (lang: string) =>
      queryOptions({
        queryKey: systemKeys.helpCenter(lang),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/system/helpCenter', { params: { query: { lang, device: 'WEB' } }, signal })),
        staleTime: FIVE_MINUTES,
      }),
  };
}
