import type { PlatformClient } from './client';
import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';

const ApiContext = createContext<PlatformClient | null>(null);

export function ApiProvider({ api, children }: { api: PlatformClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The platform client of this app. */
export function useApi(): PlatformClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}

// 128 random bits as hex (getRandomValues works outside secure contexts too).
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The Idempotency-Key of one user action: the same key until the action is done (a double
 * click or a retry after a lost answer sends the same key, so the money moves once); `next()`
 * starts a new action once the server has answered.
 */
export function useActionKey() {
  const key = useRef<string>(newKey());
  const next = useCallback(() => {
    key.current = newKey();
  }, []);
  return { current: () => key.current, next };
}
