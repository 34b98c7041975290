import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

export const accountKeys = {
  all: ['system', 'account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  affiliate: (code: string) => [...accountKeys.all, 'affiliate', code] as const,
};

/** Public account data: settings (minimum age, social providers) and affiliate checks. */
export function accountQueries(api: PlatformClient) {
  return {
    settings: () =>
      queryOptions({
        queryKey: accountKeys.settings(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/setting/account', { signal })),
        staleTime: 5 * 60_000,
      }),
    /** Resolves true when the code is valid, false when the platform refuses it. */
    affiliate: (code: string, domain: string) =>
      queryOptions({
        queryKey: accountKeys.affiliate(code),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/agent/affiliate', { params: { query: { code, domain } }, signal }),
          ).then(
            () => true,
            (error: unknown) => {
              if ((error as { kind?: string }).kind === 'api') return false;
              throw error;
            },
          ),
        staleTime: 5 * 60_000,
      }),
  };
}
