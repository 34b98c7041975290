// The member's own records: transaction history, bet records, personal profit, and one
// transaction or round. All belong to the session (dropped at sign-out); every view's full
// query is part of its key.
import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { operations } from '../generated/schema';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
export type BetHistoryQuery = Query<'getBetHistory'>;
export type TransactionHistoryQuery = Query<'getTransactionHistory'>;
export type PersonalProfitQuery = Query<'getPersonalProfit'>;

export const recordsKeys = {
  all: ['records'] as const,
  bets: (q: BetHistoryQuery) => [...recordsKeys.all, 'bets', q] as const,
  bet: (id: number) => [...recordsKeys.all, 'bet', id] as const,
  transactions: (q: TransactionHistoryQuery) => [...recordsKeys.all, 'transactions', q] as const,
  transaction: (id: number) => [...recordsKeys.all, 'transaction', id] as const,
  profit: (q: PersonalProfitQuery) => [...recordsKeys.all, 'profit', q] as const,
};

/** Records change as the member plays: a view is fresh for 15 s. */
const FRESH = 15_000;

export function recordsQueries(api: PlatformClient) {
  return {
    bets: (query: BetHistoryQuery) =>
      queryOptions({
        queryKey: recordsKeys.bets(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/accountGameBetHistory', { params: { query }, signal })),
        staleTime: FRESH,
      }),
    bet: (id: number) =>
      queryOptions({
        queryKey: recordsKeys.bet(id),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/report/accountGameBetHistory/{id}', { params: { path: { id } }, signal }),
          ),
        staleTime: FRESH,
      }),
    transactions: (query: TransactionHistoryQuery) =>
      queryOptions({
        queryKey: recordsKeys.transactions(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/transaction', { params: { query }, signal })),
        staleTime: FRESH,
      }),
    transaction: (id: number) =>
      queryOptions({
        queryKey: recordsKeys.transaction(id),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/transaction/{id}', { params: { path: { id } }, signal })),
        staleTime: FRESH,
      }),
    profit: (query: PersonalProfitQuery) =>
      queryOptions({
        queryKey: recordsKeys.profit(query),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/report/personalProfit', { params: { query }, signal })),
        staleTime: FRESH,
      }),
  };
}
