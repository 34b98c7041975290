import { gameQueries } from '@platform/api-client/queries/games';
import { useApi } from '@platform/api-client/react';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activeCategories, type CategoryKey, type Lanes, splitLanes } from './categories';

/** Vendor lanes by site category (cached; refreshed when the language changes). */
export function useVendorLanes(): { lanes: Lanes; categories: CategoryKey[]; isLoading: boolean } {
  const api = useApi();
  const { language } = useLanguage();
  const { data, isLoading } = useQuery(gameQueries(api).vendors(language));
  return useMemo(() => {
    const lanes = splitLanes(data?.data.lanes ?? []);
    return { lanes, categories: activeCategories(lanes), isLoading };
  }, [data, isLoading]);
}
