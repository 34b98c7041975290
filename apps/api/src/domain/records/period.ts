// The period of a records query: a preset (the last 7 or 30 days, today included) or a custom
// range of days, in the merchant's time zone, at most the merchant's maximum number of days.
// Paging and sorting arguments are checked here too, each with its own error code.
import type { RecordsSettings } from '../merchants';
import { AppError, parsePaging } from '../kernel';
import { addDays, dayStart, localDay } from './zone';

export type RecordsPreset = 'last7' | 'last30' | 'custom';

export interface PeriodQuery {
  period?: RecordsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface RecordsPeriod {
  preset: RecordsPreset;
  /** Both days included, YYYY-MM-DD in the merchant's zone. */
  from: string;
  to: string;
  timeZone: string;
  maxRangeDays: number;
  /** [start, end) as epoch milliseconds. */
  start: number;
  end: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const periodInvalid = (message: string) => new AppError(400, 'records.period.invalid', message);

function realDay(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw periodInvalid(`The ${name} day is missing`);
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw periodInvalid(`The ${name} day is not a date (YYYY-MM-DD)`);
  return value;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export function resolvePeriod(
  query: PeriodQuery,
  settings: { timeZone: string; records: RecordsSettings },
  now: number,
): RecordsPeriod {
  const { timeZone } = settings;
  const maxRangeDays = settings.records.maxRangeDays;
  const preset: RecordsPreset =
    query.period ?? (query.from !== undefined || query.to !== undefined ? 'custom' : 'last7');
  const today = localDay(now, timeZone);
  let from: string;
  let to: string;
  if (preset === 'custom') {
    from = realDay(query.from, 'first');
    to = realDay(query.to, 'last');
    if (from > to) throw periodInvalid('The first day is after the last day');
  } else {
    to = today;
    from = addDays(today, preset === 'last7' ? -6 : -29);
  }
  const days = daysBetween(from, to);
  if (days > maxRangeDays) {
    throw new AppError(
      400,
      'records.period.too.long',
      `The period is longer than ${maxRangeDays} days`,
      { maxDays: maxRangeDays },
    );
  }
  return {
    preset,
    from,
    to,
    timeZone,
    maxRangeDays,
    start: dayStart(from, timeZone),
    end: dayStart(addDays(to, 1), timeZone),
  };
}

/** The wire form of a period. */
export const periodView = (p: RecordsPeriod) => ({
  preset: p.preset,
  from: p.from,
  to: p.to,
  timeZone: p.timeZone,
  maxRangeDays: p.maxRangeDays,
});

export const MAX_PAGE_SIZE = 100;

/** A records page: at most MAX_PAGE_SIZE rows (records.page.size.invalid names the cap). */
export const paging = (query: { page?: number | undefined; pageSize?: number | undefined }) =>
  parsePaging(query, {
    maxSize: MAX_PAGE_SIZE,
    sizeCode: 'records.page.size.invalid',
    pageCode: 'records.page.invalid',
    sizeDetails: true,
  });

/** The sort column named in the query, one of `columns`; anything else answers records.sort.invalid. */
export function sortColumn<C extends string>(
  columns: readonly C[],
  requested: string | undefined,
  fallback: C,
): C {
  const name = requested ?? fallback;
  if (!(columns as readonly string[]).includes(name))
    throw new AppError(400, 'records.sort.invalid', `Unknown sort column "${name}"`);
  return name as C;
}
