// The calendar of the product: every day, week, month and period (limits, records, reports,
// missions, VIP months, contracts, settlement, withdrawal counts) is a span of the merchant's
// own days, in its IANA time zone. A day there need not be a UTC day, nor whole hours away
// from one (GMT+05:30), nor 24 hours long (23 or 25 hours when the clocks change), so nothing
// here adds 86,400,000 ms to an instant: days are counted as calendar days (YYYY-MM-DD) and
// turned into instants at their local midnight.
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { merchants } from '../../db/schema/merchants';
import { AppError, type ErrorCode } from './errors';
import type { DbOrTx } from './ledger/ledger';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

// ---------------------------------------------------------------------------------------------
// Instants and local clocks

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in the zone, read as if it were UTC (epoch ms, whole seconds). */
function wallClock(ms: number, timeZone: string): number {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format(timeZone).formatToParts(ms)) p[part.type] = part.value;
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

/** An IANA time zone the runtime knows. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at that instant (GMT+8 is 480, New York in winter -300). */
export const offsetAt = (ms: number, timeZone: string): number =>
  Math.round((wallClock(ms, timeZone) - Math.floor(ms / 1000) * 1000) / MINUTE);

/** An offset as ISO 8601 writes it: +08:00, -05:00, +05:30. */
export function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The local date-time of an instant with its offset, to the minute: 2026-11-29T12:30+08:00. */
export function localTime(ms: number, timeZone: string): string {
  const wall = new Date(wallClock(ms, timeZone)).toISOString();
  return `${wall.slice(0, 16)}${offsetText(offsetAt(ms, timeZone))}`;
}

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
function wallInstant(day: string, minutes: number, timeZone: string): number {
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
function dayMinutes(at: number, day: string, timeZone: string): number {
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

// ---------------------------------------------------------------------------------------------
// Periods of a query: today, yesterday, the last 7 or 30 days, this or last month, a custom
// range of days (both included, at most `maxDays`)

export type PeriodPreset =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'custom';

export interface PeriodQuery<P extends PeriodPreset = PeriodPreset> {
  period?: P | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface Period<P extends PeriodPreset = PeriodPreset> {
  preset: P;
  /** Both days included, YYYY-MM-DD in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

/** The queries whose periods have their own error codes. */
export type PeriodScope = 'agent' | 'records' | 'bonus' | 'settlement';

export interface PeriodRules<P extends PeriodPreset = PeriodPreset> {
  timeZone: string;
  now: number;
  /** The longest custom period, in days. */
  maxDays: number;
  /** Error codes: `<scope>.period.invalid` and `<scope>.period.too.long` (details: maxDays). */
  scope: PeriodScope;
  /** The preset of a query that names none and gives no day. */
  preset: P;
  /** A custom period may leave out a day: the missing first day is the last, the last today. */
  openEnds?: boolean;
}

/** The days a query asks for, in the zone of `rules`; 400 when they are not a period or too long. */
export function resolvePeriod<P extends PeriodPreset>(
  query: PeriodQuery<P>,
  rules: PeriodRules<P>,
): Period<P> {
  const { timeZone, maxDays, scope } = rules;
  const invalid = (message: string) =>
    new AppError(400, `${scope}.period.invalid` as ErrorCode, message);
  const today = localDay(rules.now, timeZone);
  const preset = (query.period ??
    (query.from !== undefined || query.to !== undefined ? 'custom' : rules.preset)) as P;
  const days = (from: string, to: string): Period<P> => {
    if (daysBetween(from, to) > maxDays) {
      throw new AppError(
        400,
        `${scope}.period.too.long` as ErrorCode,
        `The period is longer than ${maxDays} days`,
        { maxDays },
      );
    }
    return { preset, from, to, timeZone };
  };
  switch (preset as PeriodPreset) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return days(addDays(today, -6), today);
    case 'last30':
      return days(addDays(today, -29), today);
    case 'thisMonth':
      return days(monthStart(today), today);
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return days(monthStart(end), end);
    }
    default: {
      const day = (value: string | undefined, name: string): string => {
        if (value === undefined || value === '') throw invalid(`The ${name} day is missing`);
        if (!isDay(value)) throw invalid(`The ${name} day is not a date (YYYY-MM-DD)`);
        return value;
      };
      const from = day(rules.openEnds ? (query.from ?? query.to ?? today) : query.from, 'first');
      const to = day(rules.openEnds ? (query.to ?? today) : query.to, 'last');
      if (from > to) throw invalid('The first day is after the last day');
      return days(from, to);
    }
  }
}

/** [start, end) of the days `from` to `to` (both included) in their zone, epoch ms. */
export function periodBounds(period: { from: string; to: string; timeZone: string }): {
  start: number;
  end: number;
} {
  return {
    start: dayStart(period.from, period.timeZone),
    end: dayEnd(period.to, period.timeZone),
  };
}

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

/** The period right after `period`. */
export const nextPeriod = <C extends Cycle>(
  period: CalendarPeriod<C>,
  timeZone: string,
): CalendarPeriod<C> => periodAt(period.cycle, period.end, timeZone);

/** The closed periods of `cycle` before `now`, newest first, at most `limit` of them. */
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

// ---------------------------------------------------------------------------------------------
// The merchant's zone

/** The IANA zone of merchants.settings.timeZone, UTC when missing or unknown. */
export const zoneOfSettings = (settings: unknown): string => {
  const zone =
    typeof settings === 'object' && settings !== null
      ? (settings as { timeZone?: unknown }).timeZone
      : undefined;
  return isTimeZone(zone) ? zone.trim() : 'UTC';
};

/** The time zone of a merchant's days (merchants.settings.timeZone), UTC by default. */
export async function merchantZone(db: DbOrTx, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return zoneOfSettings(row?.settings);
}

/** The time zone of the merchant a member belongs to. */
export async function memberZone(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .limit(1);
  return zoneOfSettings(row?.settings);
}
