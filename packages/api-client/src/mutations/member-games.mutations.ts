// Writes to the member's favourites: optimistic on the id list, rolled back on failure, and
// every favourites query refreshed once the server has answered.
import { mutationOptions, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';
import { favoriteKeys } from '../queries/member-games';
import { useApi } from '../react';
import { useMutationRunner } from './run-mutation';

type FavoriteGameRequest = components['schemas']['FavoriteGameRequest'];

interface FavoriteToggle {
  body: FavoriteGameRequest;
  /** Add when true, remove when false. */
  adding: boolean;
}

/** Mutation options of the member's game lists, bound to one client. */
function memberGameMutations(api: PlatformClient, queryClient: QueryClient) {
  const ids = favoriteKeys.ids();
  return {
    /** Adds or removes one favourite game. */
    toggleFavorite: () =>
      mutationOptions({
        mutationKey: [...favoriteKeys.all, 'toggle'],
        mutationFn: ({ body, adding }: FavoriteToggle) =>
          unwrap(
            adding
              ? api.POST('/wps/relay/MCSFE_addFavoriteGameV2', { body })
              : api.DELETE('/wps/relay/MCSFE_removeFavoriteGameV2', { body }),
          ),
        onMutate: ({ body, adding }: FavoriteToggle) => {
          const before = queryClient.getQueryData<string[]>(ids) ?? [];
          queryClient.setQueryData<string[]>(
            ids,
            adding ? [body.nodeId, ...before] : before.filter((id) => id !== body.nodeId),
          );
          return { before };
        },
        onError: (_error, _toggle, context) => {
          if (context) queryClient.setQueryData(ids, context.before);
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
      }),
  };
}

/** Adds or removes one favourite game (optimistically); answers when the server has. */
export function useToggleFavorite() {
  const api = useApi();
  const queryClient = useQueryClient();
  const run = useMutationRunner();
  return useCallback(
    (toggle: FavoriteToggle) => run(memberGameMutations(api, queryClient).toggleFavorite(), toggle),
    [api, queryClient, run],
  );
}
