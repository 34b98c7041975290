// Calendar periods of a cycle (contracts, settlement, reports): the day, the ISO week, the half
// month, the month, the hour and the 5-minute window that contain an instant in a zone, their
// neighbours, the closed ones before now, and the period a key names.
import {
  addDays,
  dayEnd,
  dayMinutes,
  daysBetween,
  dayStart,
  isDay,
  localDay,
  monthStart,
  nextMonthStart,
  wallInstant,
  weekStart,
} from './days';
import { localTime, pad } from './zone';

// ---------------------------------------------------------------------------------------------
// Calendar periods of a cycle: the day D, the ISO week W (from Monday), the half month H
// (1st-15th, 16th-end), the month M, the hour h and the 5-minute window r. A period is
// [start, end) in epoch ms with a key that names it (D 2026-11-23, W 2026-W48, H 2026-11-H1,
// M 2026-11, h 2026-11-23T14, r 2026-11-23T14:05) and a label that prints its start in the
// zone with the offset (2026-11-23T14:05+08:00). Hours and windows follow the wall clock: the
// hour skipped in spring has no period, the hour repeated in autumn is one period of two hours.

export type Cycle = 'D' | 'W' | 'H' | 'M' | 'h' | 'r';

export interface CalendarPeriod<C extends Cycle = Cycle> {
  cycle: C;
  key: string;
  start: number;
  end: number;
  /** The start in the zone, with its offset (2026-11-29T12:30+08:00). */
  label: string;
}

/** ISO week-numbering year and week of a calendar day. */
function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(weekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((daysBetween(`${year}-01-01`, thursday) - 1) / 7) + 1;
  return { year, week };
}

function calendarPeriod<C extends Cycle>(
  cycle: C,
  key: string,
  start: number,
  end: number,
  timeZone: string,
): CalendarPeriod<C> {
  return { cycle, key, start, end, label: localTime(start, timeZone) };
}

/** The period of `cycle` that contains the instant `at`, in the zone. */
export function periodAt<C extends Cycle>(
  cycle: C,
  at: number,
  timeZone: string,
): CalendarPeriod<C> {
  const day = localDay(at, timeZone);
  const make = (key: string, from: string, next: string) =>
    calendarPeriod(cycle, key, dayStart(from, timeZone), dayStart(next, timeZone), timeZone);
  switch (cycle as Cycle) {
    case 'D':
      return make(day, day, addDays(day, 1));
    case 'W': {
      const monday = weekStart(day);
      const { year, week } = isoWeek(day);
      return make(`${year}-W${pad(week)}`, monday, addDays(monday, 7));
    }
    case 'H': {
      const first = Number(day.slice(8, 10)) <= 15;
      const month = monthStart(day);
      return first
        ? make(`${day.slice(0, 7)}-H1`, month, `${day.slice(0, 7)}-16`)
        : make(`${day.slice(0, 7)}-H2`, `${day.slice(0, 7)}-16`, nextMonthStart(day));
    }
    case 'M':
      return make(day.slice(0, 7), monthStart(day), nextMonthStart(day));
    case 'h':
    case 'r': {
      const size = cycle === 'h' ? 60 : 5;
      const minutes = dayMinutes(at, day, timeZone);
      const slot = minutes - (minutes % size);
      const start = wallInstant(day, slot, timeZone);
      const end =
        slot + size >= 24 * 60 ? dayEnd(day, timeZone) : wallInstant(day, slot + size, timeZone);
      const hh = pad(Math.floor(slot / 60));
      const key = cycle === 'h' ? `${day}T${hh}` : `${day}T${hh}:${pad(slot % 60)}`;
      return calendarPeriod(cycle, key, start, end, timeZone);
    }
  }
  throw new Error(`Unknown cycle ${String(cycle)}`);
}

/** The period just before `period`. */
export const previousPeriod = <C extends Cycle>(
  period: CalendarPeriod<C>,
  timeZone: string,
): CalendarPeriod<C> => periodAt(period.cycle, period.start - 1, timeZone);

/** The period right after `period`. @internal */
export const nextPeriod = <C extends Cycle>(
  period: CalendarPeriod<C>,
  timeZone: string,
): CalendarPeriod<C> => periodAt(period.cycle, period.end, timeZone);

/** The closed periods of `cycle` before `now`, newest first, at most `limit` of them. @internal */
export function closedPeriods<C extends Cycle>(
  cycle: C,
  now: number,
  timeZone: string,
  limit: number,
): CalendarPeriod<C>[] {
  const out: CalendarPeriod<C>[] = [];
  let p = previousPeriod(periodAt(cycle, now, timeZone), timeZone);
  while (out.length < limit) {
    out.push(p);
    p = previousPeriod(p, timeZone);
  }
  return out;
}

const KEY_PATTERNS: Record<Cycle, RegExp> = {
  D: /^(\d{4})-(\d{2})-(\d{2})$/,
  W: /^(\d{4})-W(\d{2})$/,
  H: /^(\d{4})-(\d{2})-H([12])$/,
  M: /^(\d{4})-(\d{2})$/,
  h: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  r: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
};

/** The period a key names, or null when the key is not one of `cycle` (or not a real date). */
export function periodOfKey<C extends Cycle>(
  cycle: C,
  key: string,
  timeZone: string,
): CalendarPeriod<C> | null {
  const m = KEY_PATTERNS[cycle].exec(key);
  if (!m) return null;
  const [y, mo, d, hh, mm] = m.slice(1);
  let probe: number;
  switch (cycle as Cycle) {
    case 'W': {
      // Monday of ISO week 1 is the Monday of the week of 4 January.
      const monday = addDays(weekStart(`${y}-01-04`), (Number(mo) - 1) * 7);
      probe = dayStart(monday, timeZone);
      break;
    }
    case 'H': {
      const day = `${y}-${mo}-${d === '1' ? '01' : '16'}`;
      if (!isDay(day)) return null;
      probe = dayStart(day, timeZone);
      break;
    }
    case 'M': {
      const day = `${y}-${mo}-01`;
      if (!isDay(day)) return null;
      probe = dayStart(day, timeZone);
      break;
    }
    default: {
      const day = `${y}-${mo}-${d}`;
      if (!isDay(day)) return null;
      const minutes = Number(hh ?? 0) * 60 + Number(mm ?? 0);
      if (minutes >= 24 * 60) return null;
      probe = wallInstant(day, minutes, timeZone);
    }
  }
  const period = periodAt(cycle, probe, timeZone);
  return period.key === key ? period : null;
}
