import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type ManualRebate = Schemas['ManualRebate'];
export type ManualRebateRecord = Schemas['ManualRebateRecord'];
export type PlayerRankProgress = Schemas['PlayerRankProgress'];
export type VipLevelBenefits = Schemas['VipLevelBenefits'];

/** The member's rebate and VIP state (dropped at sign-out). */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  rebate: () => [...loyaltyKeys.all, 'rebate'] as const,
  records: (page: number) => [...loyaltyKeys.all, 'rebate-records', page] as const,
  /** `lang` is part of the key: level names come in the interface language. */
  rank: (lang: string) => [...loyaltyKeys.all, 'rank', lang] as const,
};

/** Rows per page of the rebate records. */
export const REBATE_PAGE_SIZE = 10;

export function loyaltyQueries(api: PlatformClient) {
  return {
    rebate: () =>
      queryOptions({
        queryKey: loyaltyKeys.rebate(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getManualRebate', { signal })),
      }),
    records: (page: number) =>
      queryOptions({
        queryKey: loyaltyKeys.records(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getManualRebateRecords', {
              params: { query: { page, size: REBATE_PAGE_SIZE } },
              signal,
            }),
          ),
      }),
    rank: (lang: string) =>
      queryOptions({
        queryKey: loyaltyKeys.rank(lang),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/MCSFE_getPlayerRankProgress', { signal })),
      }),
  };
}
