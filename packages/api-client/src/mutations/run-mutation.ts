import { type DefaultError, type MutationOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Runs mutations straight through the query client's mutation cache: the lifecycle of
 * `useMutation` (onMutate, onError, onSettled, retries, the cache's own callbacks) for writes
 * whose caller awaits the answer and renders no pending state. No observer, so screens on the
 * first page (game tiles) do not ship `useMutation`.
 */
export function useMutationRunner() {
  const queryClient = useQueryClient();
  return useCallback(
    <TData, TVariables, TContext>(
      options: MutationOptions<TData, DefaultError, TVariables, TContext>,
      variables: TVariables,
    ): Promise<TData> =>
      queryClient.getMutationCache().build(queryClient, options).execute(variables),
    [queryClient],
  );
}
