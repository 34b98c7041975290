import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
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
          unwrap(
            api.GET('/wps/system/helpCenter', {
              params: { query: { lang, device: 'WEB' } },
              signal,
            }),
          ),
        staleTime: FIVE_MINUTES,
      }),
  };
}
