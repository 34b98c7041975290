// One notice at a time (a launch refused, a trial account's prompt): set from anywhere,
// shown by the <NoticeDialog> in the layout.
import { createStore, useStore } from '@platform/ui/store';

export interface Notice {
  message: string;
}

const notice = createStore<Notice | null>(null);

export function showNotice(message: string): void {
  notice.set({ message });
}

export function dismissNotice(): void {
  notice.set(null);
}

export function useNotice(): Notice | null {
  return useStore(notice);
}
