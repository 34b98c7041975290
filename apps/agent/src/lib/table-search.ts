// URL state of the console's server-driven tables: what a page's search params hold (sort,
// order, page, page size, period, filters), read leniently from the address bar (anything
// unknown or out of range falls back to the default and leaves the URL), and turned into the
// API's query. Defaults are left out of the URL, so a view has one address. The readers and
// moves every table shares (oneOf, day, toggleSort, withFilters ...) are @platform/tables'.

import {
  CONTRACT_GAME_TYPE_VALUES,
  CONTRACT_STATUS_FILTER_VALUES,
  GAME_CATEGORY_VALUES,
  TRANSACTION_KIND_VALUES,
} from '@platform/api-client/enums';
import {
  day,
  daysIncluded,
  oneOf,
  type PagedSearch,
  positiveInt,
  SORT_ORDERS,
} from '@platform/tables';

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The API refuses longer periods (agent.period.too.long). */
const MAX_PERIOD_DAYS = 93;

/**
 * What keeps a typed custom range from being applied: not yet a pair of real days
 * ('incomplete'), ending before it starts ('reversed'), or longer than the API allows
 * ('too_long'); null when it can be applied as it is.
 */
export function rangeProblem(
  from: string | undefined,
  to: string | undefined,
): 'incomplete' | 'reversed' | 'too_long' | null {
  const start = day(from);
  const end = day(to);
  if (!start || !end) return 'incomplete';
  const days = daysIncluded(start, end);
  if (days < 1) return 'reversed';
  return days > MAX_PERIOD_DAYS ? 'too_long' : null;
}

/** The part every table shares. */
export interface TableSearch<S extends string = string> extends PagedSearch {
  sort?: S;
  period?: PeriodPreset;
  from?: string;
  to?: string;
  account?: string;
  parentId?: number;
}

export interface TableSpec<S extends string> {
  sortColumns: readonly S[];
  /** The period the table shows without one in the URL. */
  defaultPeriod: PeriodPreset;
}

function text(raw: unknown, max = 64): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw).trim();
  return value && value.length <= max ? value : undefined;
}

/** Reads the shared part of a table's search params; drops defaults and anything invalid. */
export function parseTableSearch<S extends string>(
  raw: Record<string, unknown>,
  spec: TableSpec<S>,
): TableSearch<S> {
  const out: TableSearch<S> = {};
  const sort = oneOf(spec.sortColumns, raw.sort);
  if (sort) out.sort = sort;
  const order = oneOf(SORT_ORDERS, raw.order);
  if (sort && order) out.order = order;
  const page = positiveInt(raw.page);
  if (page && page > 1) out.page = page;
  const pageSize = positiveInt(raw.pageSize, 200);
  if (
    pageSize &&
    pageSize !== DEFAULT_PAGE_SIZE &&
    (PAGE_SIZES as readonly number[]).includes(pageSize)
  )
    out.pageSize = pageSize;
  const period = oneOf(PERIOD_PRESETS, raw.period);
  if (period === 'custom') {
    const from = day(raw.from);
    const to = day(raw.to);
    if (rangeProblem(from, to) === null) Object.assign(out, { period, from, to });
  } else if (period && period !== spec.defaultPeriod) {
    out.period = period;
  }
  const account = text(raw.account);
  if (account) out.account = account;
  const parentId = positiveInt(raw.parentId, 2 ** 31 - 1);
  if (parentId) out.parentId = parentId;
  return out;
}

/** The API query of the shared part: every value explicit. */
export function tableQuery<S extends string>(search: TableSearch<S>, spec: TableSpec<S>) {
  const period = search.period ?? spec.defaultPeriod;
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    period,
    ...(period === 'custom' ? { from: search.from, to: search.to } : {}),
    ...(search.sort ? { sort: search.sort, order: search.order ?? 'asc' } : {}),
    ...(search.account ? { account: search.account } : {}),
    ...(search.parentId ? { parentId: search.parentId } : {}),
  };
}

// The downline list (downlineManagmentView).

export const DOWNLINE_SORTS = [
  'account',
  'type',
  'level',
  'registeredAt',
  'lastLoginAt',
  'balance',
  'teamSize',
  'deposits',
  'withdrawals',
  'validBets',
  'winLoss',
  'status',
] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];
export const DOWNLINE_SPEC: TableSpec<DownlineSort> = {
  sortColumns: DOWNLINE_SORTS,
  defaultPeriod: 'thisMonth',
};

export interface DownlineSearch extends TableSearch<DownlineSort> {
  type?: 'player' | 'agent';
  status?: 'active' | 'locked';
  registeredFrom?: string;
  registeredTo?: string;
  activeOnly?: boolean;
}

/** validateSearch of the downline list. */
export function parseDownlineSearch(raw: Record<string, unknown>): DownlineSearch {
  const out: DownlineSearch = parseTableSearch(raw, DOWNLINE_SPEC);
  const type = oneOf(['player', 'agent'] as const, raw.type);
  if (type) out.type = type;
  const status = oneOf(['active', 'locked'] as const, raw.status);
  if (status) out.status = status;
  const registeredFrom = day(raw.registeredFrom);
  const registeredTo = day(raw.registeredTo);
  if (registeredFrom) out.registeredFrom = registeredFrom;
  if (registeredTo && (!registeredFrom || registeredTo >= registeredFrom))
    out.registeredTo = registeredTo;
  if (raw.activeOnly === true || raw.activeOnly === 'true' || raw.activeOnly === 1)
    out.activeOnly = true;
  return out;
}

/** The getDownlines query of a downline view. */
export function downlineQuery(search: DownlineSearch) {
  return {
    ...tableQuery(search, DOWNLINE_SPEC),
    ...(search.type ? { type: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.registeredFrom ? { registeredFrom: search.registeredFrom } : {}),
    ...(search.registeredTo ? { registeredTo: search.registeredTo } : {}),
    ...(search.activeOnly ? { activeOnly: true } : {}),
  };
}

// The team reports.

export const REPORT_SPECS = {
  teamBetting: {
    sortColumns: ['createdAt', 'account', 'category', 'vendorCode', 'stake', 'payout', 'winLoss'],
    defaultPeriod: 'last7',
  },
  profitLoss: {
    sortColumns: [
      'account',
      'teamSize',
      'deposits',
      'withdrawals',
      'bets',
      'validBets',
      'payout',
      'winLoss',
    ],
    defaultPeriod: 'last7',
  },
  revenue: { sortColumns: [], defaultPeriod: 'last30' },
  downlineTransactions: {
    sortColumns: ['createdAt', 'account', 'kind', 'amount'],
    defaultPeriod: 'last7',
  },
} as const satisfies Record<string, TableSpec<string>>;
export type ReportName = keyof typeof REPORT_SPECS;

export interface ReportSearch extends TableSearch {
  /** Team betting: game category; transactions: kind. */
  category?: string;
  kind?: 'deposit' | 'withdrawal' | 'transferIn' | 'transferOut' | 'uplineTransfer';
}

/** validateSearch of a report. */
export function parseReportSearch(name: ReportName, raw: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = parseTableSearch<string>(raw, REPORT_SPECS[name]);
  if (name === 'teamBetting') {
    const category = oneOf(GAME_CATEGORY_VALUES, raw.category);
    if (category) out.category = category;
  }
  if (name === 'downlineTransactions') {
    const kind = oneOf(TRANSACTION_KIND_VALUES, raw.kind);
    if (kind) out.kind = kind;
  }
  return out;
}

/** The API query of a report view. */
export function reportQuery(name: ReportName, search: ReportSearch) {
  return {
    ...tableQuery<string>(search, REPORT_SPECS[name]),
    ...(search.category ? { category: search.category } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
  };
}

// The contract pages (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
// agentRealtimeSalary): three views, each with its own table state in the URL.

export const CONTRACT_VIEWS = ['mine', 'downlines', 'records'] as const;
export type ContractView = (typeof CONTRACT_VIEWS)[number];
export const CONTRACT_STATUSES = CONTRACT_STATUS_FILTER_VALUES;
export const CONTRACT_GAME_TYPES = CONTRACT_GAME_TYPE_VALUES;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];
export const SETTLEMENT_STATUSES = ['paid', 'zero', 'short'] as const;

export const CONTRACT_SPECS = {
  downlines: {
    sortColumns: ['account', 'gameType', 'status', 'offeredAt', 'startsAt', 'endsAt'],
    defaultPeriod: 'last30',
  },
  records: {
    sortColumns: [
      'periodStart',
      'account',
      'validBet',
      'profitLoss',
      'activeMembers',
      'amount',
      'status',
    ],
    defaultPeriod: 'last30',
  },
} as const satisfies Record<string, TableSpec<string>>;

export interface ContractSearch extends TableSearch {
  view?: ContractView;
  /** downlines: a contract status (or current/all); records: a settlement status. */
  status?: string;
  gameType?: ContractGameType;
  /** records: what the agent was paid (default) or paid its downlines. */
  scope?: 'downlines';
}

/** validateSearch of a contract page: the view, then that view's table state. */
export function parseContractSearch(raw: Record<string, unknown>): ContractSearch {
  const view = oneOf(CONTRACT_VIEWS, raw.view);
  if (!view || view === 'mine') return {};
  const out: ContractSearch = { view, ...parseTableSearch<string>(raw, CONTRACT_SPECS[view]) };
  if (view === 'downlines') {
    delete out.period;
    delete out.from;
    delete out.to;
  }
  delete out.parentId;
  const status = oneOf<string>(
    view === 'downlines' ? CONTRACT_STATUSES : SETTLEMENT_STATUSES,
    raw.status,
  );
  if (status && status !== 'current') out.status = status;
  const gameType = oneOf(CONTRACT_GAME_TYPES, raw.gameType);
  if (gameType) out.gameType = gameType;
  if (view === 'records' && raw.scope === 'downlines') out.scope = 'downlines';
  return out;
}

/** The getDownlineContracts query of the downlines view. */
export function downlineContractQuery(kind: string, search: ContractSearch) {
  const {
    period: _p,
    from: _f,
    to: _t,
    ...table
  } = tableQuery<string>(search, CONTRACT_SPECS.downlines);
  return {
    kind,
    ...table,
    ...(search.status ? { status: search.status } : {}),
    ...(search.gameType ? { gameType: search.gameType } : {}),
  };
}

/** The getSettlements query of the records view. */
export function settlementQuery(kind: string, search: ContractSearch) {
  return {
    kind,
    ...tableQuery<string>(search, CONTRACT_SPECS.records),
    ...(search.scope ? { scope: search.scope } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.gameType ? { gameType: search.gameType } : {}),
  };
}

/** The chart's query: the records view's days. */
export function chartQuery(kind: string, search: ContractSearch) {
  const period = search.period ?? CONTRACT_SPECS.records.defaultPeriod;
  return {
    kind,
    period,
    ...(period === 'custom' ? { from: search.from, to: search.to } : {}),
  };
}
