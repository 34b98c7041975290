// A time-out or self-exclusion this browser knows of (taken here, or a sign-in refused for
// it): marketing popups stay away until it ends, even though the visitor is signed out. Only
// the screens that take a break, sign in or show popups use it, all loaded on demand.
import { isApiError } from '@platform/api-client';
import { formatZonedDateTime, type TFunction } from '@platform/i18n';

const KEY = 'playBreakUntil';
const PERMANENT = 'permanent';

/** Remembers a break ending at `until` (epoch ms; null = permanent). */
export function notePlayBreak(until: number | null): void {
  try {
    localStorage.setItem(KEY, until === null ? PERMANENT : String(until));
  } catch {
    // Storage off: popups then follow the ordinary rules.
  }
}

/** Remembers the break a refused sign-in (`login.play.break`) names. */
export function notePlayBreakOf(error: unknown): void {
  if (!isApiError(error) || error.errorCode !== 'login.play.break') return;
  const until = (error.value as { until?: unknown } | null)?.until;
  notePlayBreak(typeof until === 'number' ? until : null);
}

/** True while a remembered break lasts. */
export function onPlayBreak(now = Date.now()): boolean {
  try {
    const value = localStorage.getItem(KEY);
    if (value === null) return false;
    if (value === PERMANENT || Number(value) > now) return true;
    localStorage.removeItem(KEY);
  } catch {
    // Storage off.
  }
  return false;
}

/**
 * The words for a sign-in refused during a time-out or self-exclusion (`login.play.break`),
 * with its end when it has one, in the merchant's `timeZone` with its offset (`auth`
 * namespace); null for any other error. The sign-in forms of both apps try it before the
 * site's error mapping.
 */
export function playBreakMessage(
  error: unknown,
  t: TFunction,
  timeZone: string | undefined,
): string | null {
  if (!isApiError(error) || error.errorCode !== 'login.play.break') return null;
  const { kind, until } = (error.value ?? {}) as { kind?: unknown; until?: unknown };
  if (typeof until !== 'number') return t('auth:errors.login.play_break_permanent');
  const key =
    kind === 'timeout'
      ? 'auth:errors.login.play_break_timeout'
      : 'auth:errors.login.play_break_exclusion';
  return t(key, { date: `\u2066${formatZonedDateTime(until, timeZone)}\u2069` });
}
