// Whether the phone-width menu drawer is open (opened from the header and the bottom bar).
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const setDrawerOpen = (next: boolean): void => {
  open = next;
  emit();
};

export function useDrawerOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
