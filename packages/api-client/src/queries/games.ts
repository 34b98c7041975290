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

/**
 * The winner board of the site: home shows the biggest wins of all categories (spec: category
 * ALL, 20 entries); /winners shows the same and the latest big wins, of one category or all.
 */
export const winnerBoardParams = (
  language: string,
  view: 'BIGGEST' | 'LATEST' = 'BIGGEST',
  gameCategory: WinnerBoardParams['gameCategory'] = 'ALL',
): WinnerBoardParams => ({
  gameCategory,
  language,
  limitNum: 20,
  view,
});

/** How often the jackpot's pool is read again (the pool is swept every 5 s). */
export const JACKPOT_REFRESH_MS = 5_000;

/** Public catalogue data: kept across sign-in and sign-out. */
export const gameKeys = {
  all: ['games'] as const,
  vendors: (language: string) => [...gameKeys.all, 'vendors', language] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (params: GameListParams) => [...gameKeys.lists(), params] as const,
  hot: (params: HotGamesParams) => [...gameKeys.all, 'hot', params] as const,
  winners: (params: WinnerBoardParams) => [...gameKeys.all, 'winners', params] as const,
  jackpot: () => [...gameKeys.all, 'jackpot'] as const,
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
        staleTime: 30_000,
      }),
    /** The jackpot: the balance of the merchant's jackpot ledger account, as the API reads it. */
    jackpot: () =>
      queryOptions({
        queryKey: gameKeys.jackpot(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/VIS_getJackpot', { signal })),
        staleTime: JACKPOT_REFRESH_MS,
      }),
  };
}
