// The agent console's reads: team overview, downlines, register centre, reports. All belong
// to the session (dropped at sign-out); every view's full query is part of its key.
import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
export type DownlineQuery = Query<'getDownlines'>;
export type TeamBettingQuery = Query<'getTeamBetting'>;
export type ProfitLossQuery = Query<'getProfitLossStatement'>;
export type RevenueQuery = Query<'getRevenueReport'>;
export type DownlineTransactionQuery = Query<'getDownlineTransactions'>;

export const agentKeys = {
  all: ['agent'] as const,
  overview: () => [...agentKeys.all, 'overview'] as const,
  announcements: (language: string) => [...agentKeys.all, 'announcements', language] as const,
  rebates: () => [...agentKeys.all, 'rebates'] as const,
  downlines: () => [...agentKeys.all, 'downlines'] as const,
  downlinePage: (q: DownlineQuery) => [...agentKeys.downlines(), 'page', q] as const,
  downline: (memberId: number) => [...agentKeys.downlines(), 'details', memberId] as const,
  affiliateUrls: () => [...agentKeys.all, 'affiliateUrls'] as const,
  registeredAffiliates: (affiUrlId?: number) =>
    [...agentKeys.affiliateUrls(), 'registered', affiUrlId ?? 0] as const,
  reports: () => [...agentKeys.all, 'reports'] as const,
  report: (name: string, q: object) => [...agentKeys.reports(), name, q] as const,
};

const SHORT = 30_000;

export function agentQueries(api: PlatformClient) {
  return {
    /** The merchant's announcements to agents, in the interface language (the key's). */
    announcements: (language: string) =>
      queryOptions({
        queryKey: agentKeys.announcements(language),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/agent/announcements', { signal })),
        staleTime: 5 * 60_000,
      }),
    overview: () =>
      queryOptions({
        queryKey: agentKeys.overview(),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/ODSFE2_getTeamOverviewSum', { signal })),
        staleTime: SHORT,
      }),
    rebates: () =>
      queryOptions({
        queryKey: agentKeys.rebates(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/agent/globalRebateSettings', { signal })),
        staleTime: 5 * 60_000,
      }),
    downlines: (query: DownlineQuery) =>
      queryOptions({
        queryKey: agentKeys.downlinePage(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/downlines', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    downline: (memberId: number) =>
      queryOptions({
        queryKey: agentKeys.downline(memberId),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/downline', { params: { query: { memberId } }, signal })),
        staleTime: SHORT,
      }),
    affiliateUrls: () =>
      queryOptions({
        queryKey: agentKeys.affiliateUrls(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/agent/affiliateUrls', { signal })),
        staleTime: SHORT,
      }),
    registeredAffiliates: (affiUrlId?: number) =>
      queryOptions({
        queryKey: agentKeys.registeredAffiliates(affiUrlId),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/agent/registeredAffiliates', {
              params: { query: affiUrlId ? { affiUrlId, pageSize: 50 } : { pageSize: 50 } },
              signal,
            }),
          ),
        staleTime: SHORT,
      }),
    teamBetting: (query: TeamBettingQuery) =>
      queryOptions({
        queryKey: agentKeys.report('teamBetting', query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/teamBetting', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    profitLoss: (query: ProfitLossQuery) =>
      queryOptions({
        queryKey: agentKeys.report('profitLoss', query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/profitLoss', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    revenue: (query: RevenueQuery) =>
      queryOptions({
        queryKey: agentKeys.report('revenue', query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/revenue', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    /** The agent's commission settlements paid in the period, each with its lines. */
    commission: (query: RevenueQuery) =>
      queryOptions({
        queryKey: agentKeys.report('commission', query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/commission', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    downlineTransactions: (query: DownlineTransactionQuery) =>
      queryOptions({
        queryKey: agentKeys.report('downlineTransactions', query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/downlineTransactions', { params: { query }, signal })),
        staleTime: SHORT,
      }),
  };
}
