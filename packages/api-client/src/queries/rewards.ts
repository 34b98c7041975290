import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type RewardGrant = Schemas['RewardGrant'];
export type RewardOffer = Schemas['RewardOffer'];
export type RewardSourceKind = Schemas['RewardSourceKind'];
export type WageringSummary = Schemas['WageringSummary'];
export type Mission = Schemas['Mission'];
export type LeaderboardPeriod = Schemas['MissionLeaderboard']['period'];
export type LeaderboardType = Schemas['MissionLeaderboard']['type'];

export interface RewardRecordsQuery {
  page: number;
  sourceKind?: RewardSourceKind | undefined;
  status?: Schemas['ClaimStatus'] | undefined;
}

export interface BonusDetailsQuery {
  page: number;
  /** UTC days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  sourceKind?: RewardSourceKind | undefined;
}

/** The member's rewards, missions and their badges (dropped at sign-out). */
export const rewardKeys = {
  all: ['rewards'] as const,
  badges: () => [...rewardKeys.all, 'badges'] as const,
  centre: (lang: string) => [...rewardKeys.all, 'centre', lang] as const,
  records: (q: RewardRecordsQuery, lang: string) =>
    [...rewardKeys.all, 'records', q.page, q.sourceKind ?? '', q.status ?? '', lang] as const,
  missions: (lang: string) => [...rewardKeys.all, 'missions', lang] as const,
  leaderboard: (period: LeaderboardPeriod, type: LeaderboardType) =>
    [...rewardKeys.all, 'leaderboard', period, type] as const,
  bonusDetails: (q: BonusDetailsQuery, lang: string) =>
    [
      ...rewardKeys.all,
      'bonus',
      q.page,
      q.from ?? '',
      q.to ?? '',
      q.sourceKind ?? '',
      lang,
    ] as const,
};

/** Rows per page of the reward records and bonus details. */
export const REWARD_PAGE_SIZE = 10;

export function rewardQueries(api: PlatformClient) {
  return {
    /** Unread badges of rewards and missions: the member menu and the side menu. */
    badges: () =>
      queryOptions({
        queryKey: rewardKeys.badges(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getRewardBadges', { signal })),
        staleTime: 30_000,
        refetchInterval: 60_000,
      }),
    /** `lang` is part of the key: titles come in the interface language. */
    centre: (lang: string) =>
      queryOptions({
        queryKey: rewardKeys.centre(lang),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getRewardCenter', { signal })),
      }),
    records: (q: RewardRecordsQuery, lang: string) =>
      queryOptions({
        queryKey: rewardKeys.records(q, lang),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getRewardRecords', {
              params: {
                query: {
                  page: q.page,
                  size: REWARD_PAGE_SIZE,
                  ...(q.sourceKind ? { sourceKind: q.sourceKind } : {}),
                  ...(q.status ? { status: q.status } : {}),
                },
              },
              signal,
            }),
          ),
      }),
    missions: (lang: string) =>
      queryOptions({
        queryKey: rewardKeys.missions(lang),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/MCSFE_getMissionSummaryDetails', { signal })),
      }),
    leaderboard: (period: LeaderboardPeriod, type: LeaderboardType) =>
      queryOptions({
        queryKey: rewardKeys.leaderboard(period, type),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getMissionLeaderboard', {
              params: { query: { period, type } },
              signal,
            }),
          ),
        staleTime: 10_000,
      }),
    bonusDetails: (q: BonusDetailsQuery, lang: string) =>
      queryOptions({
        queryKey: rewardKeys.bonusDetails(q, lang),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/report/bonusDetails', {
              params: {
                query: {
                  page: q.page,
                  size: REWARD_PAGE_SIZE,
                  ...(q.from ? { from: q.from } : {}),
                  ...(q.to ? { to: q.to } : {}),
                  ...(q.sourceKind ? { sourceKind: q.sourceKind } : {}),
                },
              },
              signal,
            }),
          ),
      }),
  };
}
