import type { VendorLane } from '@platform/api-client';
import { gameQueries } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { useLanguage } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activeCategories, type CategoryKey, type Lanes, splitLanes } from './categories';

interface VendorLanes {
  lanes: Lanes;
  categories: CategoryKey[];
  isLoading: boolean;
}

function useLanes(data: readonly VendorLane[] | undefined, isLoading: boolean): VendorLanes {
  return useMemo(() => {
    const lanes = splitLanes(data ?? []);
    return { lanes, categories: activeCategories(lanes), isLoading };
  }, [data, isLoading]);
}

/** Vendor lanes by site category (cached; refreshed when the language changes). */
export function useVendorLanes(): VendorLanes {
  const api = useApi();
  const { language } = useLanguage();
  const { data, isLoading } = useQuery(gameQueries(api).vendors(language));
  return useLanes(data?.data.lanes, isLoading);
}

/** The same lanes on a screen whose route loaded them (the game centres, lobbies, lotteries). */
export function useSuspenseVendorLanes(): VendorLanes {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(gameQueries(api).vendors(language));
  return useLanes(data.data.lanes, false);
}
