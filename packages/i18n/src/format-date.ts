// Dates in the spec's fixed patterns (YYYY-MM-DD HH:mm:ss, YYYY/MM/DD, GMT+08:00) with Latin
// digits, so they read the same in every language. The parts come from Intl in the given time
// zone (the browser's own when left out), 24-hour clock, Gregorian calendar.

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Minutes east of UTC at that instant, in that zone. */
  offsetMinutes: number;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      ...(timeZone === undefined ? {} : { timeZone }),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(key, format);
  }
  return format;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The parts in the browser's own zone straight from Date's local getters (Gregorian, Latin
 * digits, as Intl gives them): creating the first Intl.DateTimeFormat loads the locale data,
 * which costs a phone hundreds of milliseconds on the first render of the header clock.
 */
function localPartsOf(epochMs: number): DateParts | null {
  const date = new Date(epochMs);
  const year = date.getFullYear();
  // Years before 1 read differently through Intl (era); leave them to it.
  if (year < 1) return null;
  return {
    year: String(year).padStart(4, '0'),
    month: two(date.getMonth() + 1),
    day: two(date.getDate()),
    hour: two(date.getHours()),
    minute: two(date.getMinutes()),
    second: two(date.getSeconds()),
    offsetMinutes: Math.round(-date.getTimezoneOffset()),
  };
}

function partsOf(value: Date | number, timeZone: string | undefined): DateParts | null {
  const epochMs = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(epochMs)) return null;
  if (timeZone === undefined) {
    const local = localPartsOf(epochMs);
    if (local) return local;
  }
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat(timeZone).formatToParts(epochMs)) found[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = found;
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  wallClock.setUTCHours(Number(hour), Number(minute), Number(second), 0);
  const wholeSecondsMs = Math.floor(epochMs / 1000) * 1000;
  return {
    year: year.padStart(4, '0'),
    month,
    day,
    hour,
    minute,
    second,
    offsetMinutes: Math.round((wallClock.getTime() - wholeSecondsMs) / 60_000),
  };
}

/** `'2024-03-05 09:07:02'`; empty for an invalid date. */
export function formatDateTime(value: Date | number, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** `'2024/03/05'` (or with another separator); empty for an invalid date. */
export function formatDate(value: Date | number, separator = '/', timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? [p.year, p.month, p.day].join(separator) : '';
}

/** The zone's offset from UTC at that instant: `'GMT+08:00'`, `'GMT-03:30'`, `'GMT+00:00'`. */
export function formatGmtOffset(value: Date | number, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  if (!p) return '';
  const abs = Math.abs(p.offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${p.offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * A time in a zone with that zone's offset, so it reads unambiguously wherever the reader is:
 * `'2026-11-29 12:30:00 GMT+08:00'` (`seconds: false`: `'2026-11-29 12:30 GMT+08:00'`). The
 * merchant's zone for times of the product (its days and periods); empty for an invalid date.
 */
export function formatZonedDateTime(
  value: Date | number,
  timeZone?: string,
  options: { seconds?: boolean } = {},
): string {
  const p = partsOf(value, timeZone);
  if (!p) return '';
  const time =
    options.seconds === false ? `${p.hour}:${p.minute}` : `${p.hour}:${p.minute}:${p.second}`;
  return `${p.year}-${p.month}-${p.day} ${time} ${formatGmtOffset(value, timeZone)}`;
}
