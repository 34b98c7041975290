// Whether the phone-width menu drawer is open (opened from the header and the bottom bar).
import { createStore, useStore } from '@platform/ui/store';

const drawer = createStore(false);

export const setDrawerOpen = (next: boolean): void => drawer.set(next);

export function useDrawerOpen(): boolean {
  return useStore(drawer);
}
