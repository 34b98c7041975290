// The period of a records query: a preset (the last 7 or 30 days, today included) or a custom
// range of days, in the merchant's time zone (the kernel's calendar), at most the merchant's
// maximum number of days. Paging and sorting arguments are checked here too, each with its own
// error code.
import type { RecordsSettings } from '../merchants';
import { AppError, parsePaging, type Period, periodBounds, resolvePeriod } from '../kernel';

export type RecordsPreset = 'last7' | 'last30' | 'custom';

export interface PeriodQuery {
  period?: RecordsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface RecordsPeriod extends Period<RecordsPreset> {
  maxRangeDays: number;
  /** [start, end) as epoch milliseconds. */
  start: number;
  end: number;
}

export function recordsPeriod(
  query: PeriodQuery,
  settings: { timeZone: string; records: RecordsSettings },
  now: number,
): RecordsPeriod {
  const maxRangeDays = settings.records.maxRangeDays;
  const period = resolvePeriod(query, {
    timeZone: settings.timeZone,
    now,
    maxDays: maxRangeDays,
    scope: 'records',
    preset: 'last7',
  });
  return { ...period, maxRangeDays, ...periodBounds(period) };
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
