// The records' lazy screen group: bet records, transactions and personal profit load together,
// with the member centre, never on a first visit. Each page has its own route (its search
// schema in records-search.ts) and its own loader here; a loader's input is its route's
// `loaderDeps` (the API query of the view in the address), so it runs again whenever the view
// changes, and never reads the path.
import { recordsQueries } from '@platform/api-client/queries/records';
import type { LoaderArgs } from '../../lib/route-context';
import type { betRecordsQuery, periodQuery, transactionQuery } from './records-search';

export { BetRecordsRoute } from './bet-records-page';
export { ProfitRoute } from './personal-profit-page';
export { TransactionsRoute } from './transaction-history-page';

// The loaders start the view's query before the page shows and do not wait on a refused view
// (a bad period in the address): the page then says what is wrong.

/** Route loader of the bet records. */
export const betsLoader = ({
  context,
  deps,
}: LoaderArgs & { deps: ReturnType<typeof betRecordsQuery> }) =>
  context.queryClient.prefetchQuery(recordsQueries(context.api).bets(deps));

/** Route loader of the transactions. */
export const transactionsLoader = ({
  context,
  deps,
}: LoaderArgs & { deps: ReturnType<typeof transactionQuery> }) =>
  context.queryClient.prefetchQuery(recordsQueries(context.api).transactions(deps));

/** Route loader of the personal profit. */
export const profitLoader = ({
  context,
  deps,
}: LoaderArgs & { deps: ReturnType<typeof periodQuery> }) =>
  context.queryClient.prefetchQuery(recordsQueries(context.api).profit(deps));
