// The cashier's writes. Money calls (deposit, withdrawal) carry the Idempotency-Key of the
// member's intent (useIdempotentMutation keeps it across retries); everything refreshes the lists, the balance and the badges it changes.
import { type components, unwrap } from '@platform/api-client';
import { cashierKeys } from '@platform/api-client/queries/cashier';
import { memberKeys } from '@platform/api-client/queries/member';
import { messageKeys } from '@platform/api-client/queries/messages';
import { walletKeys } from '@platform/api-client/queries/wallet';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { toBase64 } from '@platform/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];
type DepositRequest = Schemas['DepositRequest'];
type ReceiptRequest = Schemas['ReceiptRequest'];

/** After money moved: the balance, the cashier lists and the inbox badge. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  };
}

export function useCreateDeposit() {
  const api = useApi();
  const refresh = useRefreshMoney();
  return useIdempotentMutation({
    intent: 'cashier.deposit',
    mutationFn: ({ channel, body }: { channel: string; body: DepositRequest }, key) =>
      unwrap(
        api.POST('/wps/transaction/deposit/{channel}', {
          params: { path: { channel }, header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useSetDepositLimits() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['DepositLimitsRequest']) =>
      unwrap(api.PUT('/wps/member/depositLimits', { body })),
    onSuccess: (limits) => {
      queryClient.setQueryData(cashierKeys.depositLimits(), limits);
      void queryClient.invalidateQueries({ queryKey: cashierKeys.depositSettings() });
    },
  });
}

export function useBindBankCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['BindBankCardRequest']) =>
      unwrap(api.PUT('/wps/member/bankCard', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierKeys.bankCards() }),
  });
}

export function useSavePaymentPassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body: Schemas['PaymentPasswordSetRequest'] | Schemas['PaymentPasswordChangeRequest'],
    ) =>
      unwrap(
        'oldPaymentPassword' in body
          ? api.POST('/wps/member/paymentPassword', { body })
          : api.PUT('/wps/member/paymentPassword', { body }),
      ),
    onSuccess: () => queryClient.setQueryData(cashierKeys.hasPaymentPassword(), true),
  });
}

export function useCreateWithdrawal() {
  const api = useApi();
  const refresh = useRefreshMoney();
  return useIdempotentMutation({
    intent: 'cashier.withdraw',
    mutationFn: ({ body }: { body: Schemas['WithdrawRequest'] }, key) =>
      unwrap(
        api.POST('/wps/transaction/withdraw', {
          params: { header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export interface ReceiptDraft extends Omit<ReceiptRequest, 'images'> {
  id: string;
  files: File[];
}

export function useConfirmReceipt() {
  const api = useApi();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async ({ id, files, ...body }: ReceiptDraft) =>
      unwrap(
        api.POST('/wps/transaction/withdraw/{id}/receipt', {
          params: { path: { id } },
          body: {
            ...body,
            ...(files.length > 0 && {
              images: await Promise.all(
                files.map(async (f) => ({
                  name: f.name,
                  contentType:
                    f.type === 'image/png' ? ('image/png' as const) : ('image/jpeg' as const),
                  data: await toBase64(f),
                })),
              ),
            }),
          },
        }),
      ),
    onSuccess: refresh,
  });
}
