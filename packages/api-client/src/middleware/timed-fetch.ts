import { ApiError } from '../errors';

/**
 * Wraps fetch so a call that gets no answer becomes a typed ApiError: `timeout` after
 * `timeoutMs`, `network` when the connection fails. A cancellation by the caller (for
 * example TanStack Query aborting a stale request) stays an AbortError.
 */
export function createTimedFetch(
  baseFetch: (input: Request) => Promise<Response>,
  timeoutMs: number,
) {
  return async (input: Request): Promise<Response> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([input.signal, timeout]);
    try {
      return await baseFetch(new Request(input, { signal }));
    } catch (error) {
      if (input.signal.aborted) throw error;
      if (timeout.aborted)
        throw new ApiError({ kind: 'timeout', errorCode: 'network.timeout', cause: error });
      throw new ApiError({ kind: 'network', errorCode: 'network.error', cause: error });
    }
  };
}
