// URL state of server-driven tables: lenient readers of search params (anything unknown or out
// of range falls back to the default and leaves the URL), and the moves a table makes on it.
// Defaults stay out of the URL, so a view has one address.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The part of a search every paged, sorted table has. */
export interface PagedSearch {
  sort?: string;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}

/** `raw` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw)
    ? (raw as T)
    : undefined;
}

/** A whole number from 1 to `max` (from a number or its text), else undefined. */
export function positiveInt(raw: unknown, max = 1_000_000): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD, else undefined. */
export function day(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !DAY.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/** Days from `from` to `to`, both included (1 for the same day, 0 or less when reversed). */
export const daysIncluded = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The search after a click on a column header: a new column sorts in `first` order (ascending
 * unless given), the sorted one flips; back to the first page.
 */
export function toggleSort<T extends PagedSearch>(
  search: T,
  column: string,
  first: SortOrder = 'asc',
): T {
  const current = search.order ?? first;
  const order: SortOrder = search.sort === column ? (current === 'asc' ? 'desc' : 'asc') : first;
  const { page: _page, ...rest } = search;
  return { ...rest, sort: column, order } as T;
}

/** The search with some filters changed (empty values removed); back to the first page. */
export function withFilters<T extends PagedSearch>(search: T, patch: Partial<T>): T {
  const next: Record<string, unknown> = { ...search, ...patch };
  delete next.page;
  for (const [key, value] of Object.entries(next))
    if (value === undefined || value === '' || value === false) delete next[key];
  return next as T;
}
