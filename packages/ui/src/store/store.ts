// A value any module can set and any component can read, re-rendering on change: the small
// client state of a site (which popup is open, the notice shown, the drawer). Server state
// belongs in TanStack Query, not here.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  /** What the store holds now, and what it held at creation (the server-render value). */
  get: () => T;
  readonly initial: T;
  /** Replaces the value and tells every subscriber. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    initial,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value, re-rendering when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
