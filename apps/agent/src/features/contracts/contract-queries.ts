// The contract pages' reads, typed from the URL state of a view.
import {
  contractQueries,
  type ContractKind,
  type DownlineContractQuery,
  type SettlementChartQuery,
  type SettlementQuery,
} from '@platform/api-client/queries/contracts';
import type { PlatformClient } from '@platform/api-client';
import {
  chartQuery,
  type ContractSearch,
  downlineContractQuery,
  settlementQuery,
} from '../../lib/table-search';
import type { RouteContext } from '../../components/route-context';

export type { ContractKind };

export const downlinesOf = (kind: ContractKind, search: ContractSearch) =>
  downlineContractQuery(kind, search) as DownlineContractQuery;
export const recordsOf = (kind: ContractKind, search: ContractSearch) =>
  settlementQuery(kind, search) as SettlementQuery;
export const chartOf = (kind: ContractKind, search: ContractSearch) =>
  chartQuery(kind, search) as SettlementChartQuery;

/** What a view needs before it shows (the route's loader). */
export function loadView(
  api: PlatformClient,
  queryClient: RouteContext['context']['queryClient'],
  kind: ContractKind,
  search: ContractSearch,
) {
  const q = contractQueries(api);
  const view = search.view ?? 'mine';
  const reads: Promise<unknown>[] = [queryClient.ensureQueryData(q.mine(kind))];
  if (view === 'mine') reads.push(queryClient.ensureQueryData(q.projected(kind)));
  if (view === 'downlines')
    reads.push(queryClient.ensureQueryData(q.downlines(downlinesOf(kind, search))));
  if (view === 'records')
    reads.push(queryClient.ensureQueryData(q.settlements(recordsOf(kind, search))));
  return Promise.all(reads);
}
