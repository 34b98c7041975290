import { flattenWhitelabel } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** Whether the merchant's white-label module is on (unknown modules count as on). */
export function useSiteModule(modId: string): boolean {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return flattenWhitelabel(status?.info.whitelabel ?? [])[modId] !== false;
}
