import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

export type GameListParams = Omit<Query<'getGameList'>, 'clientType' | 'platform' | 'merchant'>;
export type HotGamesParams = Pick<
  Query<'getHotGames'>,
  'gameType' | 'vassalage' | 'language' | 'limit'
>;
export type WinnerBoardParams = Query<'getWinnerBoard'>;

/** The one winner board of the site, on home and on /winners (spec: category ALL, 20 entries). */
export const winnerBoardParams = (language: string): WinnerBoardParams => ({
  gameCategory: 'ALL',
  language,
  limitNum: 20,
});

/** Public catalogue data: kept across sign-in and sign-out. */
export const gameKeys = {
  all: ['games'] as const,
  vendors: (language: string) => [...gameKeys.all, 'vendors', language] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (params: GameListParams) => [...gameKeys.lists(), params] as const,
  hot: (params: HotGamesParams) => [...gameKeys.all, 'hot', params] as const,
  winners: (params: WinnerBoardParams) => [...gameKeys.all, 'winners', params] as const,
};

/** Web clients ask as client type 3 on the html5-desktop platform. */
export const WEB_CLIENT = { clientType: 3, platform: 'html5-desktop' } as const;
const FIVE_MINUTES = 5 * 60_000;

export function gameQueries(api: PlatformClient) {
  return {
    vendors: (language: string) =>
      queryOptions({
        queryKey: gameKeys.vendors(language),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/GCSGAME_newGameVendor', {
              params: { query: { platform: 'html5-desktop' } },
              signal,
            }),
          ),
        staleTime: FIVE_MINUTES,
      }),
    list: (params: GameListParams) =>
      queryOptions({
        queryKey: gameKeys.list(params),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/GCSGAME_gameList', {
              params: { query: { ...WEB_CLIENT, ...params } },
              signal,
            }),
          ),
        staleTime: FIVE_MINUTES,
      }),
    hot: (params: HotGamesParams) =>
      queryOptions({
        queryKey: gameKeys.hot(params),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/GCSGAME_hotGamesV2', {
              params: { query: { platform: 'html5-desktop', ...params } },
              signal,
            }),
          ),
        staleTime: FIVE_MINUTES,
      }),
    winners: (params: WinnerBoardParams) =>
      queryOptions({
        queryKey: gameKeys.winners(params),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/GCSGAME_getRankList', { params: { query: params }, signal })),
        staleTime: 60_000,
      }),
  };
}
