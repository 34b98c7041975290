import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SiteFlags, siteFlagsOf } from '../../lib/site-flags';

/** The site flags of the current merchant. */
export function useSiteFlags(): SiteFlags {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return useMemo(() => siteFlagsOf(status), [status]);
}
