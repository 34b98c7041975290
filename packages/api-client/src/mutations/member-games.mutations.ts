// Writes to the member's favourites: optimistic on the id list, rolled back on failure, and
// every favourites query refreshed once the server has answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';
import { favoriteKeys } from '../queries/member-games';
import { useApi } from '../react';

export type FavoriteGameRequest = components['schemas']['FavoriteGameRequest'];

const addFavoriteGame = (api: PlatformClient, body: FavoriteGameRequest) =>
  unwrap(api.POST('/wps/relay/MCSFE_addFavoriteGameV2', { body }));

const removeFavoriteGame = (api: PlatformClient, body: FavoriteGameRequest) =>
  unwrap(api.DELETE('/wps/relay/MCSFE_removeFavoriteGameV2', { body }));

export interface FavoriteToggle {
  body: FavoriteGameRequest;
  /** Add when true, remove when false. */
  adding: boolean;
}

/** Adds or removes one favourite game. */
export function useToggleFavoriteMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = favoriteKeys.ids();
  return useMutation({
    mutationFn: ({ body, adding }: FavoriteToggle) =>
      adding ? addFavoriteGame(api, body) : removeFavoriteGame(api, body),
    onMutate: ({ body, adding }: FavoriteToggle) => {
      const before = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(
        key,
        adding ? [body.nodeId, ...before] : before.filter((id) => id !== body.nodeId),
      );
      return { before };
    },
    onError: (_error, _toggle, context) => {
      if (context) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
