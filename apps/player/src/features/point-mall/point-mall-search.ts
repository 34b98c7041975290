// The points mall's view lives in the address (?tab=, ?type=, ?status=, ?kind=, ?page=), so a
// reload, back and a shared link show the same thing.
import type { PointTransactionType, RedemptionStatus } from '@platform/api-client/queries/points';
import { optionalOneOf, optionalPage } from '../../lib/search-params';

export const TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof TABS)[number];
export const REWARD_TYPES = ['cash', 'bonus', 'item'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const STATUSES: readonly RedemptionStatus[] = ['in_process', 'approved', 'rejected'];
export const KINDS: readonly PointTransactionType[] = [
  'earn',
  'redeem',
  'redeem_return',
  'convert',
  'adjust',
];

export interface PointMallSearch {
  /** Absent: the rewards. */
  tab?: Exclude<PointMallTab, 'rewards'>;
  type?: RewardType;
  status?: RedemptionStatus;
  kind?: PointTransactionType;
  /** Absent: 1. */
  page?: number;
}

/** The view in the address; anything malformed is dropped (rewards, page 1). */
export function readPointMallSearch(raw: Record<string, unknown>): PointMallSearch {
  const search: PointMallSearch = {};
  const tab = optionalOneOf(raw.tab, TABS);
  const type = optionalOneOf(raw.type, REWARD_TYPES);
  const status = optionalOneOf(raw.status, STATUSES);
  const kind = optionalOneOf(raw.kind, KINDS);
  const page = optionalPage(raw.page);
  if (tab && tab !== 'rewards') search.tab = tab;
  if (type) search.type = type;
  if (status) search.status = status;
  if (kind) search.kind = kind;
  if (page) search.page = page;
  return search;
}
