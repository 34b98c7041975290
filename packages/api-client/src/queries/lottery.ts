import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

export type PrizeMode = components['schemas']['PrizeMode'];

/** Public lottery data. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (prizeMode: PrizeMode | undefined, language: string) =>
    [...lotteryKeys.all, 'menus', prizeMode ?? '', language] as const,
  vnMenu: (prizeMode: PrizeMode | undefined, language: string) =>
    [...lotteryKeys.all, 'vnMenu', prizeMode ?? '', language] as const,
};

export function lotteryQueries(api: PlatformClient) {
  return {
    menus: (prizeMode: PrizeMode | undefined, language: string) =>
      queryOptions({
        queryKey: lotteryKeys.menus(prizeMode, language),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/lgw/games/game_menus', {
              params: { query: { prizeMode, language } },
              signal,
            }),
          ),
        staleTime: 5 * 60_000,
      }),
    vnMenu: (prizeMode: PrizeMode | undefined, language: string) =>
      queryOptions({
        queryKey: lotteryKeys.vnMenu(prizeMode, language),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/lgw/vn/games/game_menu', {
              params: { query: { prizeMode, language, device: 'WEB' } },
              signal,
            }),
          ),
        staleTime: 5 * 60_000,
      }),
  };
}
