import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

const validateSearch = searchSchema((raw) => parseReportSearch('downlineTransactions', raw));

export const Route = createFileRoute('/agentHome/agentDownlineTransactionDetailsCopy')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadReports, (screen) => screen.transactionsLoader),
  component: lazyRouteComponent(loadReports, 'DownlineTransactionsPage'),
});
