// What a visitor wanted when the site asked them to sign in first: the page they were on or
// were opening, and the game they tapped Play on or the heart they tapped. The login popup
// (and the register popup, and IP verification after either) hands it back after a
// successful sign-in, so the visitor lands where they were with the game launching or the
// favourite added. Closing the popup or leaving the sign-in pages forgets it.
import type { Game } from '@platform/api-client';
import { createStore } from '@platform/ui/store';
import type { LaunchTarget } from './use-launch-game';

export type FavoriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

export type PendingAction =
  { kind: 'play'; target: LaunchTarget } | { kind: 'favorite'; game: FavoriteGame };

export interface PendingIntent {
  /** Where to land after signing in: a path with its search and hash. */
  returnTo: string;
  action?: PendingAction;
}

const pending = createStore<PendingIntent | null>(null);

/** The page the visitor is on now (path, search and hash). */
export const currentHref = (): string =>
  window.location.pathname + window.location.search + window.location.hash;

export function rememberIntent(intent: PendingIntent): void {
  pending.set(intent);
}

export function forgetIntent(): void {
  if (pending.get() !== null) pending.set(null);
}

/** The intent, once: reading it forgets it. */
export function takeIntent(): PendingIntent | null {
  const intent = pending.get();
  pending.set(null);
  return intent;
}
