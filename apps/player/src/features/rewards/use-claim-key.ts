import { useCallback, useRef } from 'react';

// 128 random bits as hex (getRandomValues works outside secure contexts too).
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The Idempotency-Key of one claim: the same key until the server has answered (a double click
 * or a retry after a lost answer sends the same key, so the reward is paid once); `next()`
 * starts a new action.
 */
export function useClaimKey() {
  const key = useRef<string>(newKey());
  const next = useCallback(() => {
    key.current = newKey();
  }, []);
  return { current: () => key.current, next };
}
