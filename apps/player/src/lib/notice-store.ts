// One notice at a time (a launch refused, a trial account's prompt): set from anywhere,
// shown by the <NoticeDialog> in the layout.
import { useSyncExternalStore } from 'react';

export interface Notice {
  message: string;
}

let current: Notice | null = null;
const listeners = new Set<() => void>();

export function showNotice(message: string): void {
  current = { message };
  for (const l of listeners) l();
}

export function dismissNotice(): void {
  current = null;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
