// The URL state of the console's server-driven tables: lenient readers (anything unknown or out
// of range falls back to the default and leaves the URL), so every view has one address.
import { oneOf, type PagedSearch, positiveInt, SORT_ORDERS } from '@platform/tables';

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const text = (raw: unknown, max = 64): string | undefined =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, max) : undefined;

const pageSizeOf = (raw: unknown): number | undefined => {
  const size = positiveInt(raw, 100);
  return size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
};

const paging = (raw: Record<string, unknown>) => ({
  page: positiveInt(raw.page, 100_000),
  pageSize: pageSizeOf(raw.pageSize),
});

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'disbursed',
  'rejected',
  'received',
  'partly_received',
  'not_received',
  'disputed',
] as const;

export interface QueueSearch extends PagedSearch {
  status?: (typeof WITHDRAWAL_STATUSES)[number];
  account?: string;
}

export const parseQueueSearch = (raw: Record<string, unknown>): QueueSearch => ({
  status: oneOf(WITHDRAWAL_STATUSES, raw.status),
  account: text(raw.account),
  ...paging(raw),
});

export const MEMBER_SORTS = ['createdAt', 'account', 'lastLoginAt'] as const;

export interface MemberSearch extends PagedSearch {
  q?: string;
  ip?: string;
  agent?: string;
  status?: 'active' | 'locked';
  sort?: (typeof MEMBER_SORTS)[number];
}

export const parseMemberSearch = (raw: Record<string, unknown>): MemberSearch => ({
  q: text(raw.q),
  ip: text(raw.ip),
  agent: text(raw.agent),
  status: oneOf(['active', 'locked'] as const, raw.status),
  sort: oneOf(MEMBER_SORTS, raw.sort),
  order: oneOf(SORT_ORDERS, raw.order),
  ...paging(raw),
});

export interface AuditSearch extends PagedSearch {
  staff?: string;
  target?: string;
  action?: string;
}

export const parseAuditSearch = (raw: Record<string, unknown>): AuditSearch => ({
  staff: text(raw.staff),
  target: text(raw.target, 128),
  action: text(raw.action),
  ...paging(raw),
});

export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'cancelled', 'expired'] as const;

export interface DepositSearch extends PagedSearch {
  status?: (typeof DEPOSIT_STATUSES)[number];
  account?: string;
}

export const parseDepositSearch = (raw: Record<string, unknown>): DepositSearch => ({
  status: oneOf(DEPOSIT_STATUSES, raw.status),
  account: text(raw.account),
  ...paging(raw),
});

/** A member's page: the page of its ledger and of its bets. */
export interface MemberPageSearch {
  ledgerPage?: number;
  betsPage?: number;
}

export const parseMemberPageSearch = (raw: Record<string, unknown>): MemberPageSearch => ({
  ledgerPage: positiveInt(raw.ledgerPage, 100_000),
  betsPage: positiveInt(raw.betsPage, 100_000),
});

export const REWARD_STATUSES = ['Applying', 'Process', 'Rejected', 'Issued', 'Claimed'] as const;

export interface RewardSearch extends PagedSearch {
  status?: (typeof REWARD_STATUSES)[number];
  account?: string;
}

export const parseRewardSearch = (raw: Record<string, unknown>): RewardSearch => ({
  status: oneOf(REWARD_STATUSES, raw.status),
  account: text(raw.account),
  ...paging(raw),
});

export const REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected'] as const;

export interface RedemptionSearch extends PagedSearch {
  status?: (typeof REDEMPTION_STATUSES)[number];
  account?: string;
}

export const parseRedemptionSearch = (raw: Record<string, unknown>): RedemptionSearch => ({
  status: oneOf(REDEMPTION_STATUSES, raw.status),
  account: text(raw.account),
  ...paging(raw),
});

export const ANNOUNCEMENT_KINDS = ['B', 'PL', 'H', 'PU', 'PR'] as const;

export interface ContentSearch extends PagedSearch {
  type?: (typeof ANNOUNCEMENT_KINDS)[number];
}

export const parseContentSearch = (raw: Record<string, unknown>): ContentSearch => ({
  type: oneOf(ANNOUNCEMENT_KINDS, raw.type),
  ...paging(raw),
});

export const LIVE_CHAT_STATUSES = ['waiting', 'taken', 'closed'] as const;

export interface LiveChatSearch extends PagedSearch {
  status?: (typeof LIVE_CHAT_STATUSES)[number];
  /** The chat open in its dialog. */
  chat?: number;
}

export const parseLiveChatSearch = (raw: Record<string, unknown>): LiveChatSearch => ({
  status: oneOf(LIVE_CHAT_STATUSES, raw.status),
  chat: positiveInt(raw.chat, 2_147_483_647),
  ...paging(raw),
});

export const FEEDBACK_STATUSES = ['open', 'answered'] as const;

export interface FeedbackSearch extends PagedSearch {
  status?: (typeof FEEDBACK_STATUSES)[number];
  /** The feedback open in its dialog. */
  item?: number;
}

export const parseFeedbackSearch = (raw: Record<string, unknown>): FeedbackSearch => ({
  status: oneOf(FEEDBACK_STATUSES, raw.status),
  item: positiveInt(raw.item, Number.MAX_SAFE_INTEGER),
  ...paging(raw),
});

export const GAME_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export const GAME_STATUSES = ['enabled', 'disabled', 'maintenance', 'hot', 'new'] as const;

export interface GameSearch extends PagedSearch {
  q?: string;
  vendor?: string;
  category?: (typeof GAME_CATEGORIES)[number];
  status?: (typeof GAME_STATUSES)[number];
}

export const parseGameSearch = (raw: Record<string, unknown>): GameSearch => ({
  q: text(raw.q),
  vendor: text(raw.vendor),
  category: oneOf(GAME_CATEGORIES, raw.category),
  status: oneOf(GAME_STATUSES, raw.status),
  ...paging(raw),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportSearch {
  /** The period, days of the merchant's calendar; the last 7 days when left out. */
  from?: string;
  to?: string;
}

export const parseReportSearch = (raw: Record<string, unknown>): ReportSearch => ({
  from: typeof raw.from === 'string' && DAY.test(raw.from) ? raw.from : undefined,
  to: typeof raw.to === 'string' && DAY.test(raw.to) ? raw.to : undefined,
});

/** The jackpot statement: a period of the merchant's days (either end open) and the page. */
export interface JackpotSearch extends PagedSearch {
  from?: string;
  to?: string;
}

export const parseJackpotSearch = (raw: Record<string, unknown>): JackpotSearch => ({
  ...parseReportSearch(raw),
  ...paging(raw),
});

export const OFFER_STATES = ['pending', 'accepted', 'declined', 'withdrawn', 'all'] as const;

/** The agents screen: the agent open (its downlines and contracts), a search, the contract whose settlements show. */
export interface AgentSearch extends PagedSearch {
  agent?: string;
  q?: string;
  contract?: number;
  settlementsPage?: number;
  settlementsSize?: number;
  /** The contract offers shown: their state (pending when left out) and page. */
  offers?: (typeof OFFER_STATES)[number];
  offersPage?: number;
  offersSize?: number;
}

export const parseAgentSearch = (raw: Record<string, unknown>): AgentSearch => ({
  agent: text(raw.agent),
  q: text(raw.q),
  contract: positiveInt(raw.contract, 2_147_483_647),
  settlementsPage: positiveInt(raw.settlementsPage, 100_000),
  settlementsSize: pageSizeOf(raw.settlementsSize),
  offers: oneOf(OFFER_STATES, raw.offers),
  offersPage: positiveInt(raw.offersPage, 100_000),
  offersSize: pageSizeOf(raw.offersSize),
  ...paging(raw),
});
