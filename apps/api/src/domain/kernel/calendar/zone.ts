// Zone arithmetic: the wall clock of an instant in an IANA time zone, the zone's offset from
// UTC at that instant and how ISO 8601 writes it, and a local date-time with its offset. The
// shared units of the calendar (minute, hour, day in ms) live here too.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;
export const pad = (n: number, w = 2) => String(n).padStart(w, '0');

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
export function wallClock(ms: number, timeZone: string): number {
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
