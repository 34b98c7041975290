// Contract writes: the member's answer to an offer (both apps' popup), and the agent's offers,
// edits, withdrawals and terminations (the console). Each refreshes what it changed.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';
import { contractKeys, type ContractKind, type ContractTerms } from '../queries/contracts';
import { walletFundsKeys } from '../queries/wallet-funds';

export type ContractAction = components['schemas']['ContractAction'];

export interface ContractAnswerInput {
  kind: ContractKind;
  /** The offer's (or contract's) id. */
  id: number;
  gameType: components['schemas']['ContractGameType'];
  status: ContractAction;
  /** Confirms ending the member's own downline contracts that pay more (downlineHigherRate). */
  confirm?: boolean;
}

/** The upstream relay of each kind, under its newer (MCSFE) name where there is one. */
function answer(api: PlatformClient, input: ContractAnswerInput) {
  const confirm = input.confirm ? { confirm: true } : {};
  switch (input.kind) {
    case 'dividend':
      return api.GET('/wps/relay/MCSFE_processContractDividend', {
        params: { query: { type: input.gameType, status: input.status, ...confirm } },
      });
    case 'daily':
      return api.GET('/wps/relay/MCSFE_processDailySalaryContract', {
        params: { query: { id: input.id, status: input.status, ...confirm } },
      });
    case 'hourly':
      return api.POST('/wps/relay/MCSFE_processContractHourSalary', {
        body: { contractId: input.id, status: input.status, ...confirm },
      });
    case 'realtime':
      return api.POST('/wps/relay/MCSFE_processRealTimeSalaryContract', {
        body: { contractId: input.id, status: input.status, ...confirm },
      });
  }
}

export function contractMutations(api: PlatformClient, queryClient: QueryClient) {
  // The contracts and the consolidated funds (the offers waiting live there).
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletFundsKeys.funds() });
  };
  return {
    answer: () =>
      mutationOptions({
        mutationKey: [...contractKeys.all, 'answer'],
        mutationFn: (input: ContractAnswerInput) => unwrap(answer(api, input)),
        onSuccess: refresh,
      }),
    offer: () =>
      mutationOptions({
        mutationKey: [...contractKeys.all, 'offer'],
        mutationFn: (body: {
          kind: ContractKind;
          account: string;
          gameType: components['schemas']['ContractGameType'];
          terms: ContractTerms;
          confirm?: boolean;
        }) => unwrap(api.POST('/wps/agent/contracts', { body })),
        onSuccess: refresh,
      }),
    update: () =>
      mutationOptions({
        mutationKey: [...contractKeys.all, 'update'],
        mutationFn: ({ id, ...body }: { id: number; terms: ContractTerms; confirm?: boolean }) =>
          unwrap(api.PUT('/wps/agent/contracts/{id}', { params: { path: { id } }, body })),
        onSuccess: refresh,
      }),
    withdraw: () =>
      mutationOptions({
        mutationKey: [...contractKeys.all, 'withdraw'],
        mutationFn: (id: number) =>
          unwrap(api.POST('/wps/agent/contracts/{id}/withdraw', { params: { path: { id } } })),
        onSuccess: refresh,
      }),
    terminate: () =>
      mutationOptions({
        mutationKey: [...contractKeys.all, 'terminate'],
        mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
          unwrap(
            api.POST('/wps/agent/contracts/{id}/terminate', {
              params: { path: { id } },
              body: reason ? { reason } : {},
            }),
          ),
        onSuccess: refresh,
      }),
  };
}
