// Which announcement popups a visitor sees: execution A when signed in, B when anonymous,
// F as well in the session of a first sign-in. Closing them sets a per-session flag, one
// for signed-in and one for anonymous visitors, so they do not show again in that session.
import type { Announcement } from '@platform/api-client';

export const POPUP_CLOSED_KEYS = {
  member: 'popupClosedMember',
  anonymous: 'popupClosedAnonymous',
} as const;

export type Audience = 'A' | 'B' | 'F';

export function audiences(loggedIn: boolean, firstLogin: boolean): Audience[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

export function selectPopups(
  popups: readonly Announcement[],
  loggedIn: boolean,
  firstLogin: boolean,
): Announcement[] {
  const wanted = new Set<string>(audiences(loggedIn, firstLogin));
  return popups.filter((p) => p.execution === null || wanted.has(p.execution));
}

const key = (loggedIn: boolean) =>
  loggedIn ? POPUP_CLOSED_KEYS.member : POPUP_CLOSED_KEYS.anonymous;

export function popupsClosed(loggedIn: boolean): boolean {
  try {
    return sessionStorage.getItem(key(loggedIn)) === '1';
  } catch {
    return false;
  }
}

export function markPopupsClosed(loggedIn: boolean): void {
  try {
    sessionStorage.setItem(key(loggedIn), '1');
  } catch {
    // private mode without storage: they show again next time, nothing worse
  }
}
