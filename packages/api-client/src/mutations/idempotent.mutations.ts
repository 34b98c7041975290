// Money writes whose Idempotency-Key is owned by the member's intent (see ../intent-keys.ts for
// the rules): a form calls `mutate(values)` and never sees, keeps or rotates a key.
import {
  type DefaultError,
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { IntentKeys, isDefiniteRefusal } from '../intent-keys';

export interface IdempotentMutationOptions<TData, TVariables, TContext = unknown> extends Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  'mutationFn'
> {
  /** The kind of call (for example `cashier.withdraw`); each kind keeps its own intents. */
  intent: string;
  /** Sends the call with the intent's key as its Idempotency-Key header. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}

/** Types a reusable set of options for `useIdempotentMutation` (like `mutationOptions`). */
export const idempotentMutationOptions = <TData, TVariables, TContext = unknown>(
  options: IdempotentMutationOptions<TData, TVariables, TContext>,
) => options;

const stores = new WeakMap<QueryClient, Map<string, IntentKeys>>();

/**
 * The intents of one kind, kept with the query client: a dialog closed and opened again, or a
 * form left and come back to, still finds the key of values whose answer was lost.
 */
export function intentKeys(queryClient: QueryClient, intent: string): IntentKeys {
  let kinds = stores.get(queryClient);
  if (!kinds) stores.set(queryClient, (kinds = new Map()));
  let keys = kinds.get(intent);
  if (!keys) kinds.set(intent, (keys = new IntentKeys()));
  return keys;
}

/** The plain mutation options of an idempotent write, bound to the query client's intents. */
export function withIntentKey<TData, TVariables, TContext>(
  queryClient: QueryClient,
  { intent, mutationFn, retry, ...options }: IdempotentMutationOptions<TData, TVariables, TContext>,
): UseMutationOptions<TData, DefaultError, TVariables, TContext> {
  const keys = intentKeys(queryClient, intent);
  return {
    ...options,
    // A definite refusal ends the intent: retrying it would be a new call nobody asked for.
    ...(retry !== undefined && {
      retry: (count: number, error: DefaultError) =>
        !isDefiniteRefusal(error) &&
        (typeof retry === 'function'
          ? retry(count, error)
          : typeof retry === 'number'
            ? count < retry
            : retry),
    }),
    mutationFn: (variables) => keys.run(variables, (key) => mutationFn(variables, key)),
  };
}

/** `useMutation` for a money write: the Idempotency-Key follows the intent, not the request. */
export function useIdempotentMutation<TData, TVariables, TContext = unknown>(
  options: IdempotentMutationOptions<TData, TVariables, TContext>,
) {
  const queryClient = useQueryClient();
  return useMutation(withIntentKey(queryClient, options), queryClient);
}
