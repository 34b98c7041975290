import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type RedemptionStatus = Schemas['RedemptionStatus'];
export type PointTransactionType = Schemas['PointTransactionType'];

/** The points rules and catalogue: public, so kept across sign-in (under the content root). */
export const pointMallKeys = {
  all: ['content', 'pointMall'] as const,
  config: () => [...pointMallKeys.all, 'config'] as const,
  /** Names come in the interface language, so it is part of the key. */
  rewards: (language: string) => [...pointMallKeys.all, 'rewards', language] as const,
};

/** The member's points (dropped when the session ends). */
export const pointKeys = {
  all: ['points'] as const,
  balance: () => [...pointKeys.all, 'balance'] as const,
  redemptions: (page: number, status: RedemptionStatus | null) =>
    [...pointKeys.all, 'redemptions', page, status ?? 'all'] as const,
  transactions: (page: number, type: PointTransactionType | null) =>
    [...pointKeys.all, 'transactions', page, type ?? 'all'] as const,
};

/** Page size of the redemption history and the points details. */
export const POINTS_PAGE_SIZE = 10;

export function pointQueries(api: PlatformClient) {
  return {
    config: () =>
      queryOptions({
        queryKey: pointMallKeys.config(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getPointConfig', { signal })),
        staleTime: 5 * 60_000,
      }),
    rewards: (language: string) =>
      queryOptions({
        queryKey: pointMallKeys.rewards(language),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getPointReward', { signal })),
        staleTime: 30_000,
      }),
    balance: () =>
      queryOptions({
        queryKey: pointKeys.balance(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getPointBalance', { signal })),
      }),
    redemptions: (page: number, status: RedemptionStatus | null) =>
      queryOptions({
        queryKey: pointKeys.redemptions(page, status),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getRedeemPointList', {
              params: {
                query: { page, size: POINTS_PAGE_SIZE, ...(status ? { status } : {}) },
              },
              signal,
            }),
          ),
        placeholderData: keepPreviousData,
      }),
    transactions: (page: number, type: PointTransactionType | null) =>
      queryOptions({
        queryKey: pointKeys.transactions(page, type),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/ODSFE2_MemTransDet', {
              params: { query: { page, size: POINTS_PAGE_SIZE, ...(type ? { type } : {}) } },
              signal,
            }),
          ),
        placeholderData: keepPreviousData,
      }),
  };
}
