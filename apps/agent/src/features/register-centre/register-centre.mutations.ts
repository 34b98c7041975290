// Writes of the register centre: new downlines and affiliate links.
import type { components } from '@platform/api-client/schema';
import { unwrap } from '@platform/api-client';
import { agentKeys } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];

export function useCreateDownline() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.downlines(), 'create'],
    mutationFn: (body: Schemas['CreateDownline']) =>
      unwrap(api.POST('/wps/agent/downline', { body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.downlines() }),
        queryClient.invalidateQueries({ queryKey: agentKeys.overview() }),
      ]),
  });
}

export function useCreateAffiliateUrl() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.affiliateUrls(), 'create'],
    mutationFn: (body: Schemas['CreateAffiliateUrl']) =>
      unwrap(api.POST('/wps/agent/affiliateUrl', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.affiliateUrls() }),
  });
}

export function useDeleteAffiliateUrl() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.affiliateUrls(), 'delete'],
    mutationFn: (affiUrlId: number) =>
      unwrap(api.DELETE('/wps/agent/affiliateUrl', { params: { query: { affiUrlId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.affiliateUrls() }),
  });
}
