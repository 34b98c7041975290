// URL state of the member's records (bet records, transactions, personal profit): what each
// page's search params hold, read leniently (anything unknown or malformed falls back to the
// default and leaves the URL), and the API query of a view. Defaults stay out of the URL, so a
// view has one address. A custom range keeps any two real days, even reversed or too long:
// the page then says what is wrong and keeps them in its form. The route files pass the raw
// search on, so none of this is in the first download.

export const RECORD_PRESETS = ['last7', 'last30', 'custom'] as const;
export type RecordPreset = (typeof RECORD_PRESETS)[number];
export const RECORD_PAGE_SIZES = [20, 50, 100] as const;
export const RECORD_PAGE_SIZE = 20;
export const BET_SORTS = ['createdAt', 'stake', 'winLoss'] as const;
export const TRANSACTION_SORTS = ['createdAt', 'amount'] as const;
export const BET_STATUSES = ['OPEN', 'SETTLED'] as const;
export const RECORD_CATEGORIES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
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

export interface BetRecordsSearch extends PeriodSearch {
  category?: (typeof RECORD_CATEGORIES)[number];
  vendorCode?: string;
  status?: (typeof BET_STATUSES)[number];
  sort?: (typeof BET_SORTS)[number];
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  /** The round whose detail is open. */
  bet?: number;
}

export interface TransactionSearch extends PeriodSearch {
  kind?: (typeof LEDGER_KINDS)[number];
  sort?: (typeof TRANSACTION_SORTS)[number];
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  /** The transaction whose detail is open. */
  tx?: number;
}

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw)
    ? (raw as T)
    : undefined;
}

function positive(raw: unknown, max: number): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** A real calendar day written YYYY-MM-DD, else undefined. */
export function realDay(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const ms = Date.parse(`${raw}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === raw ? raw : undefined;
}

export function parsePeriodSearch(raw: Record<string, unknown>): PeriodSearch {
  const period = oneOf(RECORD_PRESETS, raw.period);
  if (period === 'last30') return { period };
  const from = realDay(raw.from);
  const to = realDay(raw.to);
  return period === 'custom' && from && to ? { period, from, to } : {};
}

function paged<S extends string>(raw: Record<string, unknown>, sorts: readonly S[]) {
  const out: { sort?: S; order?: 'asc' | 'desc'; page?: number; pageSize?: number } = {};
  const sort = oneOf(sorts, raw.sort);
  if (sort && sort !== sorts[0]) out.sort = sort;
  const order = oneOf(['asc', 'desc'] as const, raw.order);
  if (order === 'asc') out.order = order;
  const page = positive(raw.page, 1_000_000);
  if (page && page > 1) out.page = page;
  const pageSize = positive(raw.pageSize, 100);
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
  const bet = positive(raw.bet, Number.MAX_SAFE_INTEGER);
  if (bet) out.bet = bet;
  return out;
}

/** validateSearch of the transactions. */
export function parseTransactionSearch(raw: Record<string, unknown>): TransactionSearch {
  const out: TransactionSearch = { ...parsePeriodSearch(raw), ...paged(raw, TRANSACTION_SORTS) };
  const kind = oneOf(LEDGER_KINDS, raw.kind);
  if (kind) out.kind = kind;
  const tx = positive(raw.tx, Number.MAX_SAFE_INTEGER);
  if (tx) out.tx = tx;
  return out;
}

/** The API query of a period: every value explicit. */
export function periodQuery(search: PeriodSearch) {
  return search.period === 'custom'
    ? { period: 'custom' as const, from: search.from, to: search.to }
    : { period: search.period ?? ('last7' as const) };
}

function pagedQuery(search: {
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}) {
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? RECORD_PAGE_SIZE,
    ...(search.sort ? { sort: search.sort } : {}),
    order: search.order ?? ('desc' as const),
  };
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
