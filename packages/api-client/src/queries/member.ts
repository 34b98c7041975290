import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
};

export function memberQueries(api: PlatformClient) {
  return {
    info: () =>
      queryOptions({
        queryKey: memberKeys.info(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/info', { signal })),
        staleTime: 5 * 60_000,
      }),
  };
}
