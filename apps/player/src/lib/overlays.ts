// Site-wide popups of the content features (help centre, notice centre, chat room, customer
// service), openable from anywhere: call the opener, or put the search parameter in a link
// (`?help=term`, `?notices=1`, `?chat=1`, `?service=1`), which the root handles.
import { createStore, useStore } from '@platform/ui/store';

export interface OverlayState {
  /** Open help modal, scrolled to this article tag ('' = top); null when closed. */
  help: string | null;
  notices: boolean;
  chat: boolean;
  service: boolean;
}

const CLOSED: OverlayState = { help: null, notices: false, chat: false, service: false };
const overlays = createStore(CLOSED);

function set(patch: Partial<OverlayState>): void {
  overlays.set({ ...overlays.get(), ...patch });
}

export const openHelp = (tag = ''): void => set({ help: tag });
export const closeHelp = (): void => set({ help: null });
export const openNotices = (): void => set({ notices: true });
export const closeNotices = (): void => set({ notices: false });
export const openChatRoom = (): void => set({ chat: true });
export const closeChatRoom = (): void => set({ chat: false });
export const openServicePanel = (): void => set({ service: true });
export const closeServicePanel = (): void => set({ service: false });

/** The search parameters that open an overlay, and what each opens. */
export const OVERLAY_PARAMS = {
  help: (value: string) => openHelp(value === '1' ? '' : value),
  notices: () => openNotices(),
  chat: () => openChatRoom(),
  service: () => openServicePanel(),
} as const;

/** Opens the overlays named in `search` and returns the parameters it used. */
export function openFromSearch(search: URLSearchParams): string[] {
  const used: string[] = [];
  for (const [name, open] of Object.entries(OVERLAY_PARAMS)) {
    const value = search.get(name);
    if (value === null) continue;
    open(value);
    used.push(name);
  }
  return used;
}

export function useOverlays(): OverlayState {
  return useStore(overlays);
}

/** Test helper: back to all closed. @internal */
export function resetOverlays(): void {
  set(CLOSED);
}
