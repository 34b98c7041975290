import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseReportSearch } from '../lib/table-search';
import { loadReports } from './-lazy-groups';

const validateSearch = searchSchema((raw) => parseReportSearch('profitLoss', raw));

export const Route = createFileRoute('/agentHome/palStatementsAgentCopy')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyLoader(loadReports, (screen) => screen.profitLossLoader),
  component: lazyRouteComponent(loadReports, 'ProfitLossPage'),
});
