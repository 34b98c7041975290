// Opening a game session is a side effect (a session starts at the vendor), so it is a
// mutation, never a query: nothing caches it and nothing refetches it.
import { useMutation } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';
import { useApi } from '../react';

export type LaunchParams = NonNullable<operations['launchGame']['parameters']['query']>;

export interface TrialLaunchParams {
  nodeId: string;
  language: string;
  backUrl: string;
}

/** Opens a game session for the member; answers where the game lives. */
const launchGame = (api: PlatformClient, query: LaunchParams) =>
  unwrap(api.GET('/wps/game/launchGame', { params: { query } }));

/** Opens a free-trial session (no sign-in). */
const launchTrialGame = (api: PlatformClient, { nodeId, language, backUrl }: TrialLaunchParams) =>
  unwrap(
    api.GET('/wps/relay/GCS_gameTrialLaunch', {
      params: { query: { nodeId, language, device: 'WEB', backUrl } },
    }),
  );

/** Real-money launch of a game (or of a lottery lobby / betting view). */
export function useLaunchGameMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (query: LaunchParams) => launchGame(api, query) });
}

/** Free-trial launch (fun balance). */
export function useLaunchTrialGameMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (params: TrialLaunchParams) => launchTrialGame(api, params) });
}
