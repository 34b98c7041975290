// The records' lazy screen group: bet records, transactions and personal profit load together,
// with the member centre, never on a first visit.
import type { SiteRouterContext } from '@platform/site';
import { recordsQueries } from '@platform/api-client/queries/records';
import {
  betRecordsQuery,
  parseBetRecordsSearch,
  parsePeriodSearch,
  parseTransactionSearch,
  periodQuery,
  transactionQuery,
} from '../../lib/records-search';

export { BetRecordsRoute } from './bet-records-page';
export { TransactionsRoute } from './transaction-history-page';
export { ProfitRoute } from './personal-profit-page';

export type RecordsScreen = 'bets' | 'transactions' | 'profit';

/**
 * Route loader of the records screens: reads the view from the URL (leniently, as the page
 * does) and starts its query before the page shows. It does not wait on a refused view (a bad
 * period in the URL): the page then says what is wrong.
 */
export function loader(
  { context, deps }: { context: SiteRouterContext; deps: Record<string, unknown> },
  screen: RecordsScreen,
) {
  const { queryClient, api } = context;
  const records = recordsQueries(api);
  if (screen === 'bets')
    return queryClient.prefetchQuery(records.bets(betRecordsQuery(parseBetRecordsSearch(deps))));
  if (screen === 'transactions')
    return queryClient.prefetchQuery(
      records.transactions(transactionQuery(parseTransactionSearch(deps))),
    );
  return queryClient.prefetchQuery(records.profit(periodQuery(parsePeriodSearch(deps))));
}
