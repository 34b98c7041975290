// What every agent table and report reads from its query: the period (presets in UTC days),
// the page and the sort column, each checked with its own error code.
import { type SQL, sql } from 'drizzle-orm';
import { AppError, parsePaging } from '../kernel';

export type PeriodPreset =
  'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'custom';

/** Both days inclusive, YYYY-MM-DD (UTC). */
export interface Period {
  from: string;
  to: string;
}

export interface PeriodQuery {
  period?: PeriodPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const MAX_PERIOD_DAYS = 93;
const DAY = 86_400_000;

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => dayOf(msOf(day) + n * DAY);

const periodInvalid = () =>
  new AppError(400, 'agent.period.invalid', 'The period is not valid (reversed or not a date)');

function realDay(value: string): string {
  const ms = msOf(value);
  if (Number.isNaN(ms) || dayOf(ms) !== value) throw periodInvalid();
  return value;
}

/** The first day of the month of `day`. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
/** Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(msOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function resolvePeriod(query: PeriodQuery, now: number): Period {
  const today = dayOf(now);
  switch (query.period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    default: {
      const from = realDay(query.from ?? query.to ?? today);
      const to = realDay(query.to ?? (query.from ? today : today));
      if (from > to) throw periodInvalid();
      if ((msOf(to) - msOf(from)) / DAY + 1 > MAX_PERIOD_DAYS) {
        throw new AppError(
          400,
          'agent.period.too.long',
          `The period is longer than ${MAX_PERIOD_DAYS} days`,
        );
      }
      return { from, to };
    }
  }
}

/** [start, end) instants of a period, for timestamp columns. */
export function periodBounds(period: Period): { start: string; end: string } {
  return {
    start: new Date(msOf(period.from)).toISOString(),
    end: new Date(msOf(period.to) + DAY).toISOString(),
  };
}

/** An agent report's page: at most 200 rows. */
export const paging = (query: { page?: number | undefined; pageSize?: number | undefined }) =>
  parsePaging(query, { maxSize: 200, sizeCode: 'agent.page.size.invalid' });

export type Order = 'asc' | 'desc';

/** The SQL of a sort column named in the query; unknown names answer agent.sort.invalid. */
export function sortOf<C extends string>(
  columns: Record<C, SQL>,
  requested: string | undefined,
  fallback: C,
): { column: C; expression: SQL } {
  const name = (requested ?? fallback) as C;
  if (!Object.prototype.hasOwnProperty.call(columns, name)) {
    throw new AppError(400, 'agent.sort.invalid', `Unknown sort column "${String(requested)}"`);
  }
  return { column: name, expression: columns[name] };
}

/**
 * `asc` / `desc` as plain btree indexes read them forwards and backwards. A column that may be
 * null (`nullable`) keeps its nulls after the values when descending and before them when
 * ascending, which an index declared `desc nulls last` serves both ways.
 */
export const direction = (order: Order | undefined, nullable = false): SQL =>
  order === 'asc'
    ? nullable
      ? sql`asc nulls first`
      : sql`asc`
    : nullable
      ? sql`desc nulls last`
      : sql`desc`;

/** `like` pattern of an account-name prefix, with the wildcards escaped. */
export const prefixPattern = (value: string): string =>
  `${value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ISO-8601 text of a timestamp column. */
export const iso = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
