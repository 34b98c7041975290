// Settlement periods in the merchant's time zone (a fixed offset from UTC in minutes): the day
// D, the ISO week W (from Monday), the half month H (1st-15th, 16th-end), the month M, the
// hour h and the 5-minute window r. A period is [start, end) in epoch milliseconds with a key
// that names it (D 2026-11-23, W 2026-W48, H 2026-11-H1, M 2026-11, h 2026-11-23T14,
// r 2026-11-23T14:05).
import type { Cycle } from './terms';

export interface Period {
  cycle: Cycle;
  key: string;
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Local midnight (as epoch ms) of the local calendar day y-m-d. */
const localDay = (y: number, m: number, d: number, offsetMs: number) =>
  Date.UTC(y, m, d) - offsetMs;

/** ISO week-numbering year and week of a UTC-dated calendar day. */
function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - weekday + 3);
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week =
    1 +
    Math.round(
      ((d.getTime() - firstThursday.getTime()) / DAY - 3 + ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return { year, week };
}

/** The period of `cycle` that contains the instant `at`. */
export function periodAt(cycle: Cycle, at: number, offsetMinutes: number): Period {
  const offsetMs = offsetMinutes * MINUTE;
  const local = new Date(at + offsetMs);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const ym = `${y}-${pad(m + 1)}`;
  const ymd = `${ym}-${pad(d)}`;
  switch (cycle) {
    case 'D': {
      const start = localDay(y, m, d, offsetMs);
      return { cycle, key: ymd, start, end: start + DAY };
    }
    case 'W': {
      const weekday = (local.getUTCDay() + 6) % 7;
      const start = localDay(y, m, d - weekday, offsetMs);
      const { year, week } = isoWeek(new Date(start + offsetMs));
      return { cycle, key: `${year}-W${pad(week)}`, start, end: start + 7 * DAY };
    }
    case 'H': {
      const first = d <= 15;
      const start = localDay(y, m, first ? 1 : 16, offsetMs);
      const end = first ? localDay(y, m, 16, offsetMs) : localDay(y, m + 1, 1, offsetMs);
      return { cycle, key: `${ym}-H${first ? 1 : 2}`, start, end };
    }
    case 'M': {
      const start = localDay(y, m, 1, offsetMs);
      return { cycle, key: ym, start, end: localDay(y, m + 1, 1, offsetMs) };
    }
    case 'h': {
      const h = local.getUTCHours();
      const start = localDay(y, m, d, offsetMs) + h * HOUR;
      return { cycle, key: `${ymd}T${pad(h)}`, start, end: start + HOUR };
    }
    case 'r': {
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      const slot = minutes - (minutes % 5);
      const start = localDay(y, m, d, offsetMs) + slot * MINUTE;
      return {
        cycle,
        key: `${ymd}T${pad(Math.floor(slot / 60))}:${pad(slot % 60)}`,
        start,
        end: start + 5 * MINUTE,
      };
    }
  }
}

/** The period just before `period`. */
export const previousPeriod = (period: Period, offsetMinutes: number): Period =>
  periodAt(period.cycle, period.start - 1, offsetMinutes);

/** The period right after `period`. @internal */
export const nextPeriod = (period: Period, offsetMinutes: number): Period =>
  periodAt(period.cycle, period.end, offsetMinutes);

/** The closed periods of `cycle` before `now`, newest first, at most `limit` of them. @internal */
export function closedPeriods(
  cycle: Cycle,
  now: number,
  offsetMinutes: number,
  limit: number,
): Period[] {
  const out: Period[] = [];
  let p = previousPeriod(periodAt(cycle, now, offsetMinutes), offsetMinutes);
  while (out.length < limit) {
    out.push(p);
    p = previousPeriod(p, offsetMinutes);
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
export function periodOfKey(cycle: Cycle, key: string, offsetMinutes: number): Period | null {
  const m = KEY_PATTERNS[cycle].exec(key);
  if (!m) return null;
  const n = m.slice(1).map(Number);
  const offsetMs = offsetMinutes * MINUTE;
  let probe: number;
  switch (cycle) {
    case 'D':
      probe = localDay(n[0]!, n[1]! - 1, n[2]!, offsetMs);
      break;
    case 'W': {
      // Monday of ISO week 1 is the Monday on or before 4 January.
      const jan4 = Date.UTC(n[0]!, 0, 4);
      const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
      probe = monday + (n[1]! - 1) * 7 * DAY - offsetMs;
      break;
    }
    case 'H':
      probe = localDay(n[0]!, n[1]! - 1, n[2] === 1 ? 1 : 16, offsetMs);
      break;
    case 'M':
      probe = localDay(n[0]!, n[1]! - 1, 1, offsetMs);
      break;
    case 'h':
      probe = localDay(n[0]!, n[1]! - 1, n[2]!, offsetMs) + n[3]! * HOUR;
      break;
    case 'r':
      probe = localDay(n[0]!, n[1]! - 1, n[2]!, offsetMs) + n[3]! * HOUR + n[4]! * MINUTE;
      break;
  }
  const period = periodAt(cycle, probe, offsetMinutes);
  return period.key === key ? period : null;
}
