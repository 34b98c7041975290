// Writes of the downline list: transfer to a downline, promote to agent, change rebates.
import type { components } from '@platform/api-client/schema';
import { agentKeys } from '@platform/api-client/queries/agent';
import { messageKeys } from '@platform/api-client/queries/messages';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { unwrap } from '@platform/api-client';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];

/**
 * Transfer to a downline. The Idempotency-Key follows the request: resending the same request
 * (after a lost answer) cannot move the money twice; a corrected request (another password or
 * amount) is a new one (useIdempotentMutation).
 */
export function useTransferToDownline() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    intent: 'agent.downline-transfer',
    mutationKey: [...agentKeys.downlines(), 'transfer'],
    mutationFn: ({ body }: { body: Schemas['TransferToDownline'] }, idempotencyKey) =>
      unwrap(
        api.PUT('/wps/agent/transferDownline', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    // Both sides get a message: the agent's inbox (and its badge) changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      ]),
  });
}

export function usePromoteDownline() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.downlines(), 'promote'],
    mutationFn: (memberId: number) =>
      unwrap(api.PUT('/wps/agent/promoteDownlineToAgent', { body: { memberId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.downlines() }),
  });
}

export function useUpdateRebates() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.downlines(), 'rebates'],
    mutationFn: (body: Schemas['UpdateRebates']) =>
      unwrap(api.PUT('/wps/agent/downlineRebates', { body })),
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: agentKeys.downline(body.memberId) }),
  });
}
