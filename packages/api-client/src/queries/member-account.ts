import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import { memberKeys } from './member';

/** The member's own account and responsible-gaming settings (dropped at sign-out). */
export const memberAccountKeys = {
  all: [...memberKeys.all, 'account'] as const,
  profile: () => [...memberAccountKeys.all, 'profile'] as const,
  avatar: () => [...memberAccountKeys.all, 'avatar'] as const,
  securityCenter: () => [...memberAccountKeys.all, 'security-center'] as const,
  loginHistory: (page: number) => [...memberAccountKeys.all, 'login-history', page] as const,
  playLimits: () => [...memberAccountKeys.all, 'play-limits'] as const,
  realityCheck: () => [...memberAccountKeys.all, 'reality-check'] as const,
};

/** Page size of the sign-in history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function memberAccountQueries(api: PlatformClient) {
  return {
    profile: () =>
      queryOptions({
        queryKey: memberAccountKeys.profile(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/info/profile', { signal })),
      }),
    avatar: () =>
      queryOptions({
        queryKey: memberAccountKeys.avatar(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/info/icon', { signal })),
        staleTime: 5 * 60_000,
      }),
    securityCenter: () =>
      queryOptions({
        queryKey: memberAccountKeys.securityCenter(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/securityCenter', { signal })),
      }),
    loginHistory: (page: number) =>
      queryOptions({
        queryKey: memberAccountKeys.loginHistory(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/member/loginHistory', {
              params: { query: { page, size: LOGIN_HISTORY_PAGE_SIZE } },
              signal,
            }),
          ),
      }),
    playLimits: () =>
      queryOptions({
        queryKey: memberAccountKeys.playLimits(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/playLimits', { signal })),
      }),
    realityCheck: () =>
      queryOptions({
        queryKey: memberAccountKeys.realityCheck(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/realityCheck', { signal })),
        staleTime: 0,
      }),
  };
}
