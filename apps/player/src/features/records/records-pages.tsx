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
} from './records-search';
import { useLocation } from '@tanstack/react-router';
import { BetRecordsRoute } from './bet-records-page';
import { ProfitRoute } from './personal-profit-page';
import { TransactionsRoute } from './transaction-history-page';

type RecordsKind = 'bets' | 'transactions' | 'profit';

const SCREENS: Record<string, RecordsKind> = {
  '/member/personalHistoryCopy': 'bets',
  '/member/transactionHistory': 'transactions',
  '/member/personalProfit': 'profit',
};

const screenOf = (pathname: string): RecordsKind => SCREENS[pathname.replace(/\/+$/, '')] ?? 'bets';

/** The records page of the path: bet records, transactions or personal profit. */
export function RecordsScreen() {
  const screen = screenOf(useLocation({ select: (l) => l.pathname }));
  if (screen === 'transactions') return <TransactionsRoute />;
  if (screen === 'profit') return <ProfitRoute />;
  return <BetRecordsRoute />;
}

/**
 * Route loader of the records screens: reads the view from the URL it opens on (leniently, as
 * the page does) and starts its query before the page shows; later changes of the view are the
 * page's queries. It does not wait on a refused view (a bad period in the URL): the page then
 * says what is wrong.
 */
export function loader({
  context,
  location,
}: {
  context: SiteRouterContext;
  location: { pathname: string; search: object };
}) {
  const deps = location.search as Record<string, unknown>;
  const screen = screenOf(location.pathname);
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
