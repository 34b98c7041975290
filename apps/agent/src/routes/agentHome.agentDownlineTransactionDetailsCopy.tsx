import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentDownlineTransactionDetailsCopy')({
  validateSearch: (raw: Record<string, unknown>) => parseReportSearch('downlineTransactions', raw),
  loaderDeps: ({ search }) => search,
  loader: (args) => loadReports().then((screen) => screen.transactionsLoader(args)),
  component: lazyRouteComponent(loadReports, 'DownlineTransactionsPage'),
});
