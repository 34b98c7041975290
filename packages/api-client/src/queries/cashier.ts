import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';

/** The member's cashier: settings, limits, cards, deposits and withdrawals (dropped at sign-out). */
export const cashierKeys = {
  all: ['cashier'] as const,
  depositSettings: () => [...cashierKeys.all, 'deposit-settings'] as const,
  depositLimits: () => [...cashierKeys.all, 'deposit-limits'] as const,
  deposits: (page: number) => [...cashierKeys.all, 'deposits', page] as const,
  deposit: (id: string) => [...cashierKeys.all, 'deposit', id] as const,
  withdrawSettings: () => [...cashierKeys.all, 'withdraw-settings'] as const,
  banks: () => [...cashierKeys.all, 'banks'] as const,
  bankCards: () => [...cashierKeys.all, 'bank-cards'] as const,
  hasPaymentPassword: () => [...cashierKeys.all, 'has-payment-password'] as const,
  withdrawals: (page: number) => [...cashierKeys.all, 'withdrawals', page] as const,
};

/** Page size of the deposit and withdrawal lists. */
export const CASHIER_PAGE_SIZE = 10;

export function cashierQueries(api: PlatformClient) {
  return {
    depositSettings: () =>
      queryOptions({
        queryKey: cashierKeys.depositSettings(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getDepositSettings', { signal })),
        staleTime: 60_000,
      }),
    depositLimits: () =>
      queryOptions({
        queryKey: cashierKeys.depositLimits(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/depositLimits', { signal })),
      }),
    deposits: (page: number) =>
      queryOptions({
        queryKey: cashierKeys.deposits(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/report/depositTransaction', {
              params: { query: { page, size: CASHIER_PAGE_SIZE } },
              signal,
            }),
          ),
      }),
    deposit: (id: string) =>
      queryOptions({
        queryKey: cashierKeys.deposit(id),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/report/depositTransaction/{id}', { params: { path: { id } }, signal }),
          ),
      }),
    withdrawSettings: () =>
      queryOptions({
        queryKey: cashierKeys.withdrawSettings(),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/MCSFE_getWithdrawSettings', { signal })),
      }),
    banks: () =>
      queryOptions({
        queryKey: cashierKeys.banks(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/system/withdrawBanks', { signal })),
        staleTime: 10 * 60_000,
      }),
    bankCards: () =>
      queryOptions({
        queryKey: cashierKeys.bankCards(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/bankCard', { signal })),
      }),
    hasPaymentPassword: () =>
      queryOptions({
        queryKey: cashierKeys.hasPaymentPassword(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/member/hasWithdrawalPassword', { signal })),
      }),
    withdrawals: (page: number) =>
      queryOptions({
        queryKey: cashierKeys.withdrawals(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/report/withdrawTransaction', {
              params: { query: { page, size: CASHIER_PAGE_SIZE } },
              signal,
            }),
          ),
      }),
  };
}
