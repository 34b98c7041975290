// URL state of the member's records (bet records, transactions, personal profit): what each
// page's search params hold, read leniently (anything unknown or malformed falls back to the
// default and leaves the URL), and the API query of a view. Defaults stay out of the URL, so a
// view has one address. A custom range keeps any two real days, even reversed or too long:
// the page then says what is wrong and keeps them in its form. Each records route declares its
// parser as its search schema and the view's query as its loader's input (loaderDeps).

import { day, oneOf, positiveInt } from '@platform/tables';
import { CATEGORY_ORDER, type CategoryKey } from '../../lib/categories';

export const RECORD_PRESETS = ['last7', 'last30', 'custom'] as const;
export type RecordPreset = (typeof RECORD_PRESETS)[number];
export const RECORD_PAGE_SIZES = [20, 50, 100] as const;
export const RECORD_PAGE_SIZE = 20;
export const BET_SORTS = ['createdAt', 'stake', 'winLoss'] as const;
export const TRANSACTION_SORTS = ['createdAt', 'amount'] as const;
export const BET_STATUSES = ['OPEN', 'SETTLED'] as const;
/** The game types a bet can be filtered by, in the navigation's order. */
export const RECORD_CATEGORIES = CATEGORY_ORDER;
/** The kinds a member can filter its transactions by, in the order the filter offers them. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'stake',
  'payout',
  'refund',
  'transfer',
  'upline_transfer',
  'wallet_transfer',
  'bonus',
  'rebate',
  'adjustment',
  'commission',
  'dividend',
  'salary',
  'funding',
] as const;

export interface PeriodSearch {
  period?: Exclude<RecordPreset, 'last7'>;
  from?: string;
  to?: string;
}

/** A records list's view: its period, order and page. */
export interface ListSearch<S extends string> extends PeriodSearch {
  sort?: S;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface BetRecordsSearch extends ListSearch<(typeof BET_SORTS)[number]> {
  category?: CategoryKey;
  vendorCode?: string;
  status?: (typeof BET_STATUSES)[number];
  /** The round whose detail is open. */
  bet?: number;
}

export interface TransactionSearch extends ListSearch<(typeof TRANSACTION_SORTS)[number]> {
  kind?: (typeof LEDGER_KINDS)[number];
  /** The transaction whose detail is open. */
  tx?: number;
}

export function parsePeriodSearch(raw: Record<string, unknown>): PeriodSearch {
  const period = oneOf(RECORD_PRESETS, raw.period);
  if (period === 'last30') return { period };
  const from = day(raw.from);
  const to = day(raw.to);
  return period === 'custom' && from && to ? { period, from, to } : {};
}

function paged<S extends string>(raw: Record<string, unknown>, sorts: readonly S[]) {
  const out: Omit<ListSearch<S>, keyof PeriodSearch> = {};
  const sort = oneOf(sorts, raw.sort);
  if (sort && sort !== sorts[0]) out.sort = sort;
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  if (order === 'asc') out.order = order;
  const page = positiveInt(raw.page, 1_000_000);
  if (page && page > 1) out.page = page;
  const pageSize = positiveInt(raw.pageSize, 100);
  if (
    pageSize &&
    pageSize !== RECORD_PAGE_SIZE &&
    (RECORD_PAGE_SIZES as readonly number[]).includes(pageSize)
  )
    out.pageSize = pageSize;
  return out;
}

/** validateSearch of the bet records. */
export function parseBetRecordsSearch(raw: Record<string, unknown>): BetRecordsSearch {
  const out: BetRecordsSearch = { ...parsePeriodSearch(raw), ...paged(raw, BET_SORTS) };
  const category = oneOf(RECORD_CATEGORIES, raw.category);
  if (category) out.category = category;
  if (typeof raw.vendorCode === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(raw.vendorCode))
    out.vendorCode = raw.vendorCode;
  const status = oneOf(BET_STATUSES, raw.status);
  if (status) out.status = status;
  const bet = positiveInt(raw.bet, Number.MAX_SAFE_INTEGER);
  if (bet) out.bet = bet;
  return out;
}

/** validateSearch of the transactions. */
export function parseTransactionSearch(raw: Record<string, unknown>): TransactionSearch {
  const out: TransactionSearch = { ...parsePeriodSearch(raw), ...paged(raw, TRANSACTION_SORTS) };
  const kind = oneOf(LEDGER_KINDS, raw.kind);
  if (kind) out.kind = kind;
  const tx = positiveInt(raw.tx, Number.MAX_SAFE_INTEGER);
  if (tx) out.tx = tx;
  return out;
}

/** The API query of a period: every value explicit. */
export function periodQuery(search: PeriodSearch) {
  return search.period === 'custom'
    ? { period: 'custom' as const, from: search.from, to: search.to }
    : { period: search.period ?? ('last7' as const) };
}

function pagedQuery(search: ListSearch<string>) {
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? RECORD_PAGE_SIZE,
    ...(search.sort ? { sort: search.sort } : {}),
    order: search.order ?? ('desc' as const),
  };
}

/** A list's search as the URL keeps it: the defaults (newest first, 20 a page) left out. */
export function listUrlSearch<T extends ListSearch<string>>(search: T): T {
  const next = { ...search };
  if (next.sort === 'createdAt') delete next.sort;
  if (next.order === 'desc') delete next.order;
  if (next.pageSize === RECORD_PAGE_SIZE) delete next.pageSize;
  for (const [key, value] of Object.entries(next))
    if (value === undefined) delete next[key as keyof T];
  return next;
}

/** The getBetHistory query of a bet records view (the open detail is not part of it). */
export function betRecordsQuery(search: BetRecordsSearch) {
  return {
    ...periodQuery(search),
    ...pagedQuery(search),
    ...(search.category ? { category: search.category } : {}),
    ...(search.vendorCode ? { vendorCode: search.vendorCode } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}

/** The getTransactionHistory query of a transactions view. */
export function transactionQuery(search: TransactionSearch) {
  return {
    ...periodQuery(search),
    ...pagedQuery(search),
    ...(search.kind ? { kind: search.kind } : {}),
  };
}
