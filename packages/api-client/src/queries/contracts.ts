// Contracts: what waits for the signed-in member (the consolidated call: offers and the agent
// console's contract page switches), the agent's own contracts, the contracts it pays, their
// history, settlement records, the payout chart and the projected statement. All belong to the
// session (dropped at sign-out).
import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components, operations } from '../generated/schema';
import { walletFundsKeys } from './wallet-funds';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
export type ContractKind = components['schemas']['ContractKind'];
export type Contract = components['schemas']['Contract'];
export type ContractTerms = components['schemas']['ContractTerms'];
export type ConsolidatedFunds = components['schemas']['ConsolidatedFunds'];
export type ContractOffers = components['schemas']['ContractOffers'];
export type DownlineContractQuery = Query<'getDownlineContracts'>;
export type SettlementQuery = Query<'getSettlements'>;
export type SettlementChartQuery = Query<'getSettlementChart'>;

export const contractKeys = {
  all: ['contracts'] as const,
  kind: (kind: ContractKind) => [...contractKeys.all, kind] as const,
  mine: (kind: ContractKind) => [...contractKeys.kind(kind), 'mine'] as const,
  downlines: (q: DownlineContractQuery) => [...contractKeys.kind(q.kind), 'downlines', q] as const,
  history: (id: number) => [...contractKeys.all, 'history', id] as const,
  settlements: (q: SettlementQuery) => [...contractKeys.kind(q.kind), 'settlements', q] as const,
  chart: (q: SettlementChartQuery) => [...contractKeys.kind(q.kind), 'chart', q] as const,
  projected: (kind: ContractKind) => [...contractKeys.kind(kind), 'projected'] as const,
};

const SHORT = 30_000;

export function contractQueries(api: PlatformClient) {
  return {
    /**
     * Offers waiting and page switches (the contract part of the consolidated funds, under the
     * wallet funds' key: one request for both); fetched again when the member returns.
     */
    consolidated: () =>
      queryOptions({
        queryKey: walletFundsKeys.funds(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/info/funds/consolidated', { signal })),
        staleTime: 60_000,
        refetchOnWindowFocus: true,
      }),
    mine: (kind: ContractKind) =>
      queryOptions({
        queryKey: contractKeys.mine(kind),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/contracts/mine', { params: { query: { kind } }, signal })),
        staleTime: SHORT,
      }),
    downlines: (query: DownlineContractQuery) =>
      queryOptions({
        queryKey: contractKeys.downlines(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/contracts/downlines', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    history: (id: number) =>
      queryOptions({
        queryKey: contractKeys.history(id),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/agent/contracts/{id}/history', { params: { path: { id } }, signal }),
          ),
        staleTime: SHORT,
      }),
    settlements: (query: SettlementQuery) =>
      queryOptions({
        queryKey: contractKeys.settlements(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/settlements', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    chart: (query: SettlementChartQuery) =>
      queryOptions({
        queryKey: contractKeys.chart(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/agent/settlements/chart', { params: { query }, signal })),
        staleTime: SHORT,
      }),
    projected: (kind: ContractKind) =>
      queryOptions({
        queryKey: contractKeys.projected(kind),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/agent/settlements/projected', { params: { query: { kind } }, signal }),
          ),
        staleTime: SHORT,
      }),
  };
}
