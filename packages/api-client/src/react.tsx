import type { PlatformClient } from './client';
import { createContext, useContext, type ReactNode } from 'react';

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
