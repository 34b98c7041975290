// The console's reads of the operator API, as TanStack Query options (typed by the contract).
import { type PlatformClient, unwrap } from '@platform/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AgentSearch,
  type AuditSearch,
  type ContentSearch,
  DEFAULT_PAGE_SIZE,
  type DepositSearch,
  type FeedbackSearch,
  type GameSearch,
  type JackpotSearch,
  type LiveChatSearch,
  type MemberSearch,
  type ReportSearch,
  type QueueSearch,
  type RedemptionSearch,
  type RewardSearch,
} from './table-search';

const size = (s: { pageSize?: number | undefined }) => s.pageSize ?? DEFAULT_PAGE_SIZE;

/** How often an open conversation and the list of chats are read again. */
const LIVE_CHAT_POLL_MS = 2_000;
const LIVE_CHAT_LIST_POLL_MS = 5_000;

export const operatorQueries = (api: PlatformClient) => ({
  dashboard: () =>
    queryOptions({
      queryKey: ['operator', 'dashboard'],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/dashboard', { params: { query: { days: 30 } }, signal })),
    }),
  withdrawals: (search: QueueSearch) =>
    queryOptions({
      queryKey: ['operator', 'withdrawals', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/withdrawals', {
            params: {
              query: {
                status: search.status ?? 'pending',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  deposits: (search: DepositSearch) =>
    queryOptions({
      queryKey: ['operator', 'deposits', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/deposits', {
            params: {
              query: {
                status: search.status ?? 'pending',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  pendingCount: (kind: 'deposits' | 'withdrawals' | 'disputes') =>
    queryOptions({
      queryKey: ['operator', 'pending', kind],
      queryFn: async ({ signal }) => {
        const page =
          kind === 'deposits'
            ? await unwrap(
                api.GET('/operator/deposits', {
                  params: { query: { status: 'pending', size: 1 } },
                  signal,
                }),
              )
            : await unwrap(
                api.GET('/operator/withdrawals', {
                  params: {
                    query: { status: kind === 'disputes' ? 'disputed' : 'pending', size: 1 },
                  },
                  signal,
                }),
              );
        return page.totalElements;
      },
    }),
  games: (search: GameSearch) =>
    queryOptions({
      queryKey: ['operator', 'games', 'list', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/games', {
            params: {
              query: {
                q: search.q,
                vendor: search.vendor,
                category: search.category,
                status: search.status,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  gameVendors: () =>
    queryOptions({
      queryKey: ['operator', 'games', 'vendors'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/gameVendors', { signal })),
    }),
  members: (search: MemberSearch) =>
    queryOptions({
      queryKey: ['operator', 'members', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members', {
            params: {
              query: {
                q: search.q,
                ip: search.ip,
                agent: search.agent,
                status: search.status,
                sort: search.sort,
                order: search.order,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  agents: (search: AgentSearch) =>
    queryOptions({
      queryKey: [
        'operator',
        'agents',
        search.agent ?? null,
        search.q ?? null,
        search.page,
        size(search),
      ],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/agents', {
            params: {
              query: {
                parent: search.q ? undefined : search.agent,
                q: search.q,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  agent: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'agents', 'one', account],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/agents/{account}', { params: { path: { account } }, signal })),
    }),
  settlements: (contractId: number, page: number | undefined, pageSize: number | undefined) =>
    queryOptions({
      queryKey: ['operator', 'settlements', contractId, page, pageSize],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/settlements', {
            params: { query: { contractId, page, size: pageSize ?? DEFAULT_PAGE_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  offers: (state: AgentSearch['offers'], page: number | undefined, pageSize: number | undefined) =>
    queryOptions({
      queryKey: ['operator', 'offers', state ?? 'pending', page, pageSize],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/contracts', {
            params: { query: { state, page, size: pageSize ?? DEFAULT_PAGE_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  jackpot: (search: JackpotSearch) =>
    queryOptions({
      queryKey: ['operator', 'jackpot', search],
      queryFn: async ({ signal }) => {
        const statement = await unwrap(
          api.GET('/operator/jackpot', {
            params: {
              query: { from: search.from, to: search.to, page: search.page, size: size(search) },
            },
            signal,
          }),
        );
        // The statement's lines as a console page (the pager reads content and totalElements).
        return {
          ...statement,
          content: statement.lines,
          page: search.page ?? 1,
          size: size(search),
          totalElements: statement.total,
        };
      },
      placeholderData: keepPreviousData,
    }),
  member: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'members', 'one', account],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/members/{account}', { params: { path: { account } }, signal })),
    }),
  memberLedger: (account: string, page: number) =>
    queryOptions({
      queryKey: ['operator', 'members', 'ledger', account, page],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members/{account}/ledger', {
            params: { path: { account }, query: { period: 'last30', page, pageSize: 10 } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  memberBets: (account: string, page: number) =>
    queryOptions({
      queryKey: ['operator', 'members', 'bets', account, page],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members/{account}/bets', {
            params: { path: { account }, query: { period: 'last30', page, pageSize: 10 } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  memberSafety: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'members', 'safety', account],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members/{account}/safety', { params: { path: { account } }, signal }),
        ),
    }),
  memberNotes: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'members', 'notes', account],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members/{account}/notes', {
            params: { path: { account }, query: { size: 50 } },
            signal,
          }),
        ),
    }),
  memberDeposits: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'deposits', 'member', account],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/deposits', { params: { query: { account, size: 10 } }, signal })),
    }),
  memberWithdrawals: (account: string) =>
    queryOptions({
      queryKey: ['operator', 'withdrawals', 'member', account],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/withdrawals', { params: { query: { account, size: 10 } }, signal }),
        ),
    }),
  rewards: (search: RewardSearch) =>
    queryOptions({
      queryKey: ['operator', 'rewards', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/rewards', {
            params: {
              query: {
                status: search.status ?? 'Applying',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  redemptions: (search: RedemptionSearch) =>
    queryOptions({
      queryKey: ['operator', 'redemptions', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/pointRedemptions', {
            params: {
              query: {
                status: search.status ?? 'in_process',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  staff: () =>
    queryOptions({
      queryKey: ['operator', 'staff'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/staff', { signal })),
    }),
  keys: () =>
    queryOptions({
      queryKey: ['operator', 'keys'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/keys', { signal })),
    }),
  audit: (search: AuditSearch) =>
    queryOptions({
      queryKey: ['operator', 'audit', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/audit', {
            params: {
              query: {
                staff: search.staff,
                target: search.target,
                action: search.action,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  announcements: (search: ContentSearch) =>
    queryOptions({
      queryKey: ['operator', 'announcements', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/announcements', {
            params: { query: { type: search.type, page: search.page, size: size(search) } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  siteSettings: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'site'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/site', { signal })),
    }),
  fourEyes: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'fourEyes'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/fourEyes', { signal })),
    }),
  referralRule: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'referral'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/referral', { signal })),
    }),
  rebateSettings: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'rebates'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/rebates', { signal })),
    }),
  paymentSettings: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'payments'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/payments', { signal })),
    }),
  vipLevels: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'vip-levels'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/vip-levels', { signal })),
    }),
  registerRules: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'register'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/register', { signal })),
    }),
  pages: () =>
    queryOptions({
      queryKey: ['operator', 'pages'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/pages', { signal })),
    }),
  helpArticles: () =>
    queryOptions({
      queryKey: ['operator', 'helpArticles'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/helpArticles', { signal })),
    }),
  // The live chat's staff side: refreshed every few seconds while open (new chats, the
  // member's new messages), as a person at the support desk would see them arrive.
  liveChats: (search: LiveChatSearch) =>
    queryOptions({
      queryKey: ['operator', 'liveChats', 'list', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/liveChats', {
            params: { query: { status: search.status, page: search.page, size: size(search) } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_CHAT_LIST_POLL_MS,
    }),
  liveChat: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'liveChats', 'chat', id],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/liveChats/{id}/messages', { params: { path: { id } }, signal })),
      refetchInterval: LIVE_CHAT_POLL_MS,
    }),
  feedbackList: (search: FeedbackSearch) =>
    queryOptions({
      queryKey: ['operator', 'feedback', 'list', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/feedback', {
            params: { query: { status: search.status, page: search.page, size: size(search) } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  feedback: (id: number) =>
    queryOptions({
      queryKey: ['operator', 'feedback', 'item', id],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/feedback/{id}', { params: { path: { id } }, signal })),
    }),
  dailyReport: (search: ReportSearch) =>
    queryOptions({
      queryKey: ['operator', 'reports', 'daily', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/reports/daily', {
            params: { query: { from: search.from, to: search.to } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
});
