import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pickHost, withHost } from './cdn';

/** Turns image and launch paths from the server into URLs on the site's CDN hosts. */
export function useCdn() {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  const imageHost = pickHost(status?.info.imageCDNs ?? []);
  const launchHost = pickHost(status?.info.launchGameCDNs ?? []);
  const image = useCallback((path: string) => withHost(path, imageHost), [imageHost]);
  const launch = useCallback((path: string) => withHost(path, launchHost), [launchHost]);
  return { image, launch };
}
