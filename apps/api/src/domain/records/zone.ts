// Days in a time zone: the local day of an instant, and the instant a local day starts. The
// merchant's days need not be UTC days, nor whole hours away from them (GMT+05:30), nor the
// same length all year (daylight saving).

const DAY_MS = 86_400_000;
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

/** The wall clock of an instant in the zone, read as if it were UTC (epoch ms). */
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

/** Milliseconds the zone is ahead of UTC at that instant. */
const offsetAt = (ms: number, timeZone: string): number =>
  wallClock(ms, timeZone) - Math.floor(ms / 1000) * 1000;

/** The local day of an instant: YYYY-MM-DD. */
export const localDay = (ms: number, timeZone: string): string =>
  new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);

/** The day `n` days after `day` (YYYY-MM-DD, calendar arithmetic). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first instant of the local day `day` (its midnight, or the first time after a gap). */
export function dayStart(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  // Where midnight does not exist (a clock change at midnight) the day starts at the gap's end.
  for (let i = 0; i < 4 && localDay(t, timeZone) < day; i++) t += 3_600_000;
  while (localDay(t - 60_000, timeZone) === day) t -= 60_000;
  return t;
}
