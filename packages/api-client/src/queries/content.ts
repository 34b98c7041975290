import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

export interface AnnouncementParams {
  /** Comma-separated list of B, PL, PU, PR. */
  types: string;
  /** B anonymous, A signed in. */
  execution: 'A' | 'B';
}

/** Public site content. */
export const contentKeys = {
  all: ['content'] as const,
  announcements: (params: AnnouncementParams) => [...contentKeys.all, 'announcements', params] as const,
};

export function contentQueries(api: PlatformClient) {
  return {
    announcements: (params: AnnouncementParams) =>
      queryOptions({
        queryKey: contentKeys.announcements(params),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/MCSFE_getListAnnouncements', { params: { query: { ...params, platform: 'W' } }, signal })),
        staleTime: 5 * 60_000,
      }),
  };
}
