// What every agent table and report reads from its query: the period (presets and custom days
// in the merchant's time zone, through the kernel's calendar), the page and the sort column,
// each checked with its own error code.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  AppError,
  merchantZone,
  parsePaging,
  type Period,
  periodBounds,
  type PeriodQuery,
  resolvePeriod,
} from '../kernel';

export type { PeriodQuery };

/** Days of the merchant's calendar, both included: YYYY-MM-DD in `timeZone`. */
export type Days = Pick<Period, 'from' | 'to' | 'timeZone'>;

const MAX_PERIOD_DAYS = 93;

/** The days an agent query asks for (today when it names none), in the merchant's time zone. */
export async function agentPeriod(
  db: Db,
  agent: { merchantId: number },
  query: PeriodQuery,
  now: number,
): Promise<Days> {
  const timeZone = await merchantZone(db, agent.merchantId);
  const { from, to } = resolvePeriod(query, {
    timeZone,
    now,
    maxDays: MAX_PERIOD_DAYS,
    scope: 'agent',
    preset: 'today',
    openEnds: true,
  });
  return { from, to, timeZone };
}

/** [start, end) instants of the days, as timestamp parameters. */
export function sqlBounds(days: Days): { start: string; end: string } {
  const { start, end } = periodBounds(days);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
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

/**
 * What an agent table reads before its statement: the page, the root of the team (the asked
 * parent, else the agent), the period and the sort column.
 */
export async function tableScope<C extends string>(
  db: Db,
  agent: { id: number; merchantId: number },
  query: PeriodQuery & {
    parentId?: number | undefined;
    sort?: string | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
  now: number,
  sorts: Record<C, SQL>,
  fallback: C,
) {
  const page = paging(query);
  const rootId = query.parentId ?? agent.id;
  const period = await agentPeriod(db, agent, query, now);
  const sort = sortOf(sorts, query.sort, fallback);
  return { page, rootId, period, sort };
}
