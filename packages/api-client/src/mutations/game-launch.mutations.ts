// Opening a game session is a side effect (a session starts at the vendor), so it is a
// mutation, never a query: nothing caches it and nothing refetches it.
import { mutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';
import { useApi } from '../react';
import { useMutationRunner } from './run-mutation';

type LaunchParams = NonNullable<operations['launchGame']['parameters']['query']>;

interface TrialLaunchParams {
  nodeId: string;
  language: string;
  backUrl: string;
}

const gameLaunchKeys = {
  all: ['gameLaunch'] as const,
  launch: () => [...gameLaunchKeys.all, 'launch'] as const,
  trial: () => [...gameLaunchKeys.all, 'trial'] as const,
};

/** Mutation options of the game launches, bound to one client (for `useMutation`). */
export function gameLaunchMutations(api: PlatformClient) {
  return {
    /** Real-money launch of a game (or of a lottery lobby or betting view). */
    launch: () =>
      mutationOptions({
        mutationKey: gameLaunchKeys.launch(),
        mutationFn: (query: LaunchParams) =>
          unwrap(api.GET('/wps/game/launchGame', { params: { query } })),
      }),
    /** Free-trial launch (fun balance, no sign-in). */
    trial: () =>
      mutationOptions({
        mutationKey: gameLaunchKeys.trial(),
        mutationFn: ({ nodeId, language, backUrl }: TrialLaunchParams) =>
          unwrap(
            api.GET('/wps/relay/GCS_gameTrialLaunch', {
              params: { query: { nodeId, language, device: 'WEB', backUrl } },
            }),
          ),
      }),
  };
}

/** Launches a game and answers where it lives; for callers that await and show no state. */
export function useGameLaunch() {
  const api = useApi();
  const run = useMutationRunner();
  return useCallback(
    (query: LaunchParams) => run(gameLaunchMutations(api).launch(), query),
    [api, run],
  );
}

/** The free-trial counterpart of `useGameLaunch`. */
export function useTrialGameLaunch() {
  const api = useApi();
  const run = useMutationRunner();
  return useCallback(
    (params: TrialLaunchParams) => run(gameLaunchMutations(api).trial(), params),
    [api, run],
  );
}
