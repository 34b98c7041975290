// Days (YYYY-MM-DD), weeks and months: calendar arithmetic on days with no zone involved, and
// the instants where a local day starts and ends in a zone (DST-safe: a day may be 23 or 25
// hours long, and may start after a gap), with the wall-clock slots inside one local day.
import { DAY_MS, HOUR, MINUTE, offsetAt, pad, wallClock } from './zone';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------
// Days (YYYY-MM-DD), weeks and months

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The local day of an instant in the zone: YYYY-MM-DD. */
export const localDay = (ms: number, timeZone: string): string =>
  new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);

/** The day `n` days after `day` (calendar arithmetic, no zone involved). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Monday of the ISO week of `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month of `day`. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month after the month of `day`. */
export function nextMonthStart(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
}

/** The first instant of the local day `day` (its midnight, or the first time after a gap). */
export function dayStart(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall - offsetAt(wall, timeZone) * MINUTE;
  t = wall - offsetAt(t, timeZone) * MINUTE;
  // Where midnight does not exist (a clock change at midnight) the day starts at the gap's end.
  for (let i = 0; i < 4 && localDay(t, timeZone) < day; i++) t += HOUR;
  while (localDay(t - MINUTE, timeZone) === day) t -= MINUTE;
  return t;
}

/** The first instant after the local day `day` (the next day's start). */
export const dayEnd = (day: string, timeZone: string): number =>
  dayStart(addDays(day, 1), timeZone);

/**
 * The first instant of the local day `day` at which the wall clock reads `minutes` past
 * midnight or later: the first of two such instants in the hour an autumn change repeats, the
 * end of the gap for a time a spring change skips.
 */
export function wallInstant(day: string, minutes: number, timeZone: string): number {
  const start = dayStart(day, timeZone);
  if (minutes === 0) return start;
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  const before = offsetAt(start, timeZone) * MINUTE;
  const after = offsetAt(dayEnd(day, timeZone) - 1, timeZone) * MINUTE;
  for (const offset of [before, after]) {
    if (wallClock(wall - offset, timeZone) === wall) return Math.max(wall - offset, start);
  }
  return Math.max(wall - before, start);
}

/**
 * Minutes since local midnight on the wall clock, except in the hour an autumn change repeats,
 * where the clock is held at the last minute before the change: every instant of the day gets
 * one slot, and slots never go back.
 */
export function dayMinutes(at: number, day: string, timeZone: string): number {
  const start = dayStart(day, timeZone);
  const end = dayEnd(day, timeZone);
  const before = offsetAt(start, timeZone);
  const after = offsetAt(end - 1, timeZone);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let wall = wallClock(at, timeZone);
  const repeat = (before - after) * MINUTE;
  if (
    repeat > 0 &&
    offsetAt(at, timeZone) === after &&
    offsetAt(at - repeat, timeZone) === before
  ) {
    // Find the change (the first instant with the later offset) and hold the clock before it.
    let lo = start;
    let hi = at;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (offsetAt(mid, timeZone) === after) hi = mid;
      else lo = mid;
    }
    wall = wallClock(lo, timeZone);
  }
  return Math.floor((wall - midnight) / MINUTE);
}
