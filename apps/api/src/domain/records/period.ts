// The period of a records query: a preset (the last 7 or 30 days, today included) or a custom
// range of days, in the merchant's time zone (the kernel's calendar), at most the merchant's
// maximum number of days. Paging and sorting arguments are checked here too, each with its own
// error code.
import type { RecordsSettings } from '../merchants';
import { AppError, type Period, periodBounds, resolvePeriod } from '../kernel';

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

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export const MAX_PAGE_SIZE = 100;

export function paging(query: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new AppError(
      400,
      'records.page.size.invalid',
      `The page size must be 1 to ${MAX_PAGE_SIZE}`,
      { max: MAX_PAGE_SIZE },
    );
  }
  if (!Number.isInteger(page) || page < 1) {
    throw new AppError(400, 'records.page.invalid', 'The page must be 1 or more');
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}

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
