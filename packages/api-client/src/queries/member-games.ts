import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';
import { WEB_CLIENT } from './games';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
export type FavoriteListParams = Omit<Query<'getFavoriteGames'>, 'clientType' | 'platform'>;
export type RecentGamesParams = Omit<Query<'getRecentGames'>, 'clientType'>;

/** The member's favourites: dropped when the session ends. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (params: FavoriteListParams) => [...favoriteKeys.lists(), params] as const,
};

/** The member's recent games: dropped when the session ends. */
export const recentKeys = {
  all: ['recent'] as const,
  list: (params: RecentGamesParams) => [...recentKeys.all, 'list', params] as const,
};

export function memberGameQueries(api: PlatformClient) {
  return {
    favoriteIds: () =>
      queryOptions({
        queryKey: favoriteKeys.ids(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getFavoriteGames', { signal })),
        staleTime: 60_000,
      }),
    favorites: (params: FavoriteListParams) =>
      queryOptions({
        queryKey: favoriteKeys.list(params),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getFavoriteGamesList', {
              params: { query: { ...WEB_CLIENT, ...params } },
              signal,
            }),
          ),
      }),
    recent: (params: RecentGamesParams) =>
      queryOptions({
        queryKey: recentKeys.list(params),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/GCS_recentGame', {
              params: { query: { clientType: WEB_CLIENT.clientType, ...params } },
              signal,
            }),
          ),
      }),
  };
}
