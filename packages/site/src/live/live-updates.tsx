// While a member is signed in, one event stream keeps the screens current (./follow-live,
// loaded only then, so a first visit does not download it).
import { useToken } from '@platform/auth';
import { useApi } from '@platform/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function LiveUpdates() {
  const token = useToken();
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void import('./follow-live').then(({ followLive }) =>
      controller.signal.aborted ? undefined : followLive(api, queryClient, controller.signal),
    );
    return () => controller.abort();
  }, [token, api, queryClient]);
  return null;
}
